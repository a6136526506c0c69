/**
 * Who used the machine's cores during a measurement (Linux /proc): the API processes, the
 * PostgreSQL server (the postmaster and every backend, those that ended too), this bench process
 * and the load generators it ran (the client), and everything else on the machine; in cores
 * (1.0 = one core all the time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks per second of /proc's times: 100 on Linux everywhere it runs today. */
const TICK = 100;

/** utime, stime, cutime, cstime and the parent of a process, in ticks; undefined once it is gone. */
const statOf = (pid: number) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const at = (i: number) => Number(fields[i]);
    return { ppid: at(1), own: at(11) + at(12), reaped: at(13) + at(14) };
  } catch {
    return undefined;
  }
};

/** The whole machine's busy and idle ticks (every core). */
const machine = () => {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: ticks.reduce((sum, t) => sum + t, 0) - idle, idle };
};

/** A process and all its children's ticks: the ended ones the kernel added to it as reaped. */
const treeTicks = (root: number) => {
  let total = 0;
  const rootStat = statOf(root);
  if (rootStat) total += rootStat.own + rootStat.reaped;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (stat?.ppid === root) total += stat.own;
  }
  return total;
};

export interface CpuShares {
  /** Cores used on average by each part, over the measurement. */
  api: number;
  postgres: number;
  client: number;
  others: number;
  idle: number;
}

/**
 * Starts counting; the function it returns stops and gives the shares. `api` are the API
 * processes' pids, `postgres` the postmaster's (its backends are its children).
 */
export const cpuMeter = (api: number[], postgres?: number) => {
  const began = performance.now();
  const client = process.cpuUsage();
  // The children this process has reaped meanwhile count as the client: a load generator run
  // as a process of its own (wrk), ended before the measurement is.
  const reaped = () => statOf(process.pid)?.reaped ?? 0;
  const reapedAtStart = reaped();
  const apiTicks = () => api.reduce((sum, pid) => sum + (statOf(pid)?.own ?? 0), 0);
  const start = { machine: machine(), api: apiTicks(), pg: postgres ? treeTicks(postgres) : 0 };
  return (): CpuShares => {
    const seconds = (performance.now() - began) / 1000;
    const used = process.cpuUsage(client);
    const now = machine();
    const cores = (ticks: number) => ticks / TICK / seconds;
    const apiCores = cores(apiTicks() - start.api);
    const pgCores = postgres ? cores(treeTicks(postgres) - start.pg) : 0;
    const clientCores = (used.user + used.system) / 1e6 / seconds + cores(reaped() - reapedAtStart);
    const busy = cores(now.busy - start.machine.busy);
    const idle = cores(now.idle - start.machine.idle);
    // The machine's own count, scaled to its cores (the ticks of a sample rarely sum exactly).
    const scale = availableParallelism() / Math.max(1e-9, busy + idle);
    return {
      api: apiCores,
      postgres: pgCores,
      client: clientCores,
      others: Math.max(0, busy * scale - apiCores - pgCores - clientCores),
      idle: idle * scale,
    };
  };
};
