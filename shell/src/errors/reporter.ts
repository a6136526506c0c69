// Reports the page's errors to the API (POST /client-errors), each with its area, that area's
// release, the route, the phase and a code the error page shows. One report per distinct error
// per tab: repeats within the first second are counted into it, later ones are not sent (a page
// that fails in a loop cannot flood the API). Nothing is sent without a session, and no user
// data: messages and stacks are scrubbed (scrub.ts), the route is its pattern.
import type { ClientErrorPhase, ClientErrorReport } from 'shared-ui/schemas';
import type { ErrorDetails } from 'shared-ui/session';
import { newErrorCode } from './code';
import { scrubMessage, scrubStack } from './scrub';

/** Repeats of a new error within this time are sent with it, as its count. */
export const COLLECT_MS = 1000;
/** The most reports one tab sends in a minute (the API allows a few more per session). */
export const MAX_PER_MINUTE = 20;
/** Tries of a report that found no server (the API down): again when the connection returns. */
const MAX_TRIES = 3;

export type SendResult = 'sent' | 'unreachable' | 'refused';

export interface ReporterDeps {
  /** Sends one report. */
  send: (report: ClientErrorReport) => Promise<SendResult>;
  /** Whether a session is open (no report without one). */
  signedIn: () => boolean;
  /** The route on screen, as its pattern ('/area/editar/:id'), and its pathname. */
  location: () => { route: string; pathname: string };
  /** The area an error belongs to: the remote its stack runs in, else the page's owner, else 'shell'. */
  areaOf: (stack: string, pathname: string) => string;
  /** The release of an area this tab runs. */
  releaseOf: (area: string) => string | null;
  now?: () => number;
  schedule?: (run: () => void, ms: number) => void;
  newCode?: () => string;
}

interface Entry {
  report: ClientErrorReport;
  tries: number;
}

/** The text and stack of anything thrown: an Error, a router error response, a text, a value. */
export function describe(error: unknown): { message: string; stack: string } {
  if (
    error instanceof Error ||
    (typeof error === 'object' && error !== null && 'message' in error)
  ) {
    const { name, message, stack } = error as {
      name?: unknown;
      message?: unknown;
      stack?: unknown;
    };
    const text = String(message ?? '');
    const prefix = typeof name === 'string' && name && name !== 'Error' ? `${name}: ` : '';
    // An API failure's stack is axios's own: it says nothing of the page.
    const ownStack = name === 'ApiError' ? '' : typeof stack === 'string' ? stack : '';
    return { message: prefix + text, stack: ownStack };
  }
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return { message: `HTTP ${String(status)} ${String(statusText ?? '')}`.trim(), stack: '' };
  }
  if (typeof error === 'string') return { message: error, stack: '' };
  return { message: `Valor lanzado de tipo ${error === null ? 'null' : typeof error}`, stack: '' };
}

export function createReporter(deps: ReporterDeps) {
  const now = deps.now ?? Date.now;
  const schedule = deps.schedule ?? ((run, ms) => void setTimeout(run, ms));
  const newCode = deps.newCode ?? (() => newErrorCode());
  /** Every distinct error this tab met, by fingerprint. */
  const seen = new Map<string, Entry>();
  /** Reports that found no server, to try again when it answers. */
  const waiting: Entry[] = [];
  let sentAt: number[] = [];

  const deliver = async (entry: Entry) => {
    if (!deps.signedIn()) return;
    sentAt = sentAt.filter((at) => now() - at < 60_000);
    if (sentAt.length >= MAX_PER_MINUTE) return;
    sentAt.push(now());
    entry.tries += 1;
    const result = await deps.send(entry.report).catch((): SendResult => 'refused');
    if (result === 'unreachable' && entry.tries < MAX_TRIES) waiting.push(entry);
  };

  const report = (
    error: unknown,
    phase: ClientErrorPhase,
    details: ErrorDetails = {},
  ): string | undefined => {
    if (!deps.signedIn()) return undefined;
    const described = describe(error);
    const message = scrubMessage(details.message ?? described.message);
    const stack = scrubStack(described.stack);
    const { route, pathname } = deps.location();
    const area = details.area ?? deps.areaOf(stack, pathname);
    // The same failure seen again, whatever the phase it surfaced in: one report.
    const fingerprint = `${area}\n${message}\n${stack.split('\n', 1)[0] ?? ''}`;
    const known = seen.get(fingerprint);
    if (known) {
      known.report.count = Math.min(known.report.count + 1, 10_000);
      return known.report.code;
    }
    const entry: Entry = {
      report: {
        code: newCode(),
        area,
        release: deps.releaseOf(area),
        route,
        phase,
        message,
        stack,
        count: 1,
      },
      tries: 0,
    };
    seen.set(fingerprint, entry);
    schedule(() => void deliver(entry), COLLECT_MS);
    return entry.report.code;
  };

  /** Sends again the reports that found no server (the connection is back). */
  const retry = () => {
    for (const entry of waiting.splice(0)) void deliver(entry);
  };

  return { report, retry };
}
