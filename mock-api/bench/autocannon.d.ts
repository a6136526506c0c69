/** The slice of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    /** One URL, or several the connections are spread over (as many connections on each). */
    url: string | string[];
    connections?: number;
    /** Seconds to run, when no amount is given. */
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Replaces each `[<id>]` of the body with a fresh id per request. */
    idReplacement?: boolean;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
