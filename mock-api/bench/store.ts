/**
 * `npm run bench:store` (issue 48): the API on its two stores, the lowdb file and PostgreSQL, with
 * the demo company grown to 10,000 and 100,000 rows per list (BENCH_SIZES), in one run on this
 * machine. Per size and store: a first-view window GET (50 rows of /products) and a `q` search (a
 * new one each request), p50/p99 at keep-alive readers as `bench:lists` measures them; POST
 * /products with 8 in flight (writes/s, p50/p99); and the window GET's requests per second
 * served by one API process against two on the same data, the load spread over both (on
 * PostgreSQL two processes on one database; a lowdb file is held by one process only). Both
 * processes are warmed alike before they are compared, and one and two take turns over
 * BENCH_ROUNDS rounds (3): the figures are each side's median, so a drift of the host's speed
 * during the run falls on both. On PostgreSQL the writes' figures are likewise the median of
 * BENCH_ROUNDS rounds, after WARM_WRITES first ones (a lowdb round at 100,000 rows takes over a
 * minute: one).
 *
 * PostgreSQL is a throwaway cluster of its own (test/pg-cluster.ts) with its durable settings:
 * fsync and synchronous commit on, so the writes per second are what a disk-backed server
 * acknowledges. The grown data goes in as a lowdb file is copied in (opened and repaired as the
 * API opens it, then written whole into an empty database). Servers run as child processes, as
 * `pnpm start` runs them. A heavy run: never while others use the machine's cores.
 *
 * Beside the figures: where PostgreSQL's write turns spend their time (bench/turn-profile.ts, loaded
 * into the first API process), and who used the cores during the req/s and write runs (the API,
 * PostgreSQL, this client, the rest of the machine: bench/cpu.ts), since on two cores a second
 * process can only help when the first leaves a core idle.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { copyToDatabase } from '../src/db-command';
import { startPgCluster } from '../test/pg-cluster';
import {
  adminHeaders,
  benchSizes,
  getLoad,
  grownFile,
  loadAverage,
  NEW_SEARCHES,
  percentile,
  ROOT,
  startApi,
  stopApi,
  writeLoad,
} from './grown';
import { type CpuShares, cpuMeter } from './cpu';
import type { Turn } from './turn-profile';
import { wrkLoad, wrkPath } from './wrk';

const WORK = path.join(ROOT, 'mock-api', '.bench', 'store');
const API = path.join(ROOT, 'mock-api');
const SIZES = benchSizes('10000,100000');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITES = Number(process.env.BENCH_WRITES ?? 400);
/** PostgreSQL: writes made before the measured ones, as the reads are warmed before theirs. */
const WARM_WRITES = 100;
const IN_FLIGHT = 8;
const READERS = 4;
/** Connections of the one-against-two read load: the same number, on one process or on two. */
const CONNECTIONS = 8;
const WINDOW = '/products?_start=0&_end=50';

/** Targets of issue 48, on PostgreSQL. */
const TARGET_WRITES = 500;
const TARGET_SCALE = 1.4;

type StoreName = 'lowdb' | 'PostgreSQL';

interface Timing {
  p50: number;
  p99: number;
  rate: number;
}

interface Result {
  store: StoreName;
  size: number;
  startedMs: number;
  window: Timing;
  search: Timing;
  writes: Timing;
  /**
   * Window GETs per second at CONNECTIONS connections on one process, and spread over two: the
   * median of the rounds, and each round's figure.
   */
  readsOne: number;
  readsTwo: number | null;
  rounds: { readsOne: number[]; readsTwo: number[]; searchesOne: number[]; searchesTwo: number[] };
  /** The same for new `q` searches (each request another search): reads that cost CPU. */
  searchesOne: number;
  searchesTwo: number | null;
  /** Cores used by each part during the window reads on one process, and on two (mean of the rounds). */
  cpuOne: CpuShares;
  cpuTwo?: CpuShares;
  /** Cores used by each part during the writes. */
  cpuWrites: CpuShares;
  /**
   * PostgreSQL: the writes of each round (the figure is the median round's), and the first
   * writes the process made, before them (its write path not yet warm).
   */
  writeRounds?: Timing[];
  firstWrites?: Timing;
  /** Why there is no figure for two processes. */
  twoNote?: string;
  /** PostgreSQL: the write turns of the writes' run. */
  turns?: TurnSummary;
}

type Phase = 'open' | 'run' | 'write' | 'total';

interface TurnSummary {
  turns: number;
  /** Writes (new products) committed together per turn, and row/fragment changes per turn. */
  writesPerTurn: number;
  changesPerTurn: number;
  meanMs: Record<Phase, number>;
  p50Ms: Record<Phase, number>;
  /** Turns committed per second of the run. */
  perSecond: number;
}

/** The postmaster's pid: PostgreSQL's CPU is its and its backends'. */
let postmaster: number | undefined;

/** wrk's path when the machine has it (or it was installed): the reads' load generator. */
let wrk: string | undefined;

/**
 * GETs per second at CONNECTIONS connections spread evenly over `urls` (one load generator per
 * URL, run together, as a balancer spreads connections), each connection going through `paths` in
 * turn (the first-view window unless told), and who used the cores meanwhile (the API processes
 * are `pids`; the generators count as the client). Each process gets its own share of the
 * connections. The generator is wrk where there is one (bench/wrk.ts), else autocannon.
 */
const readRate = async (
  urls: string[],
  pids: number[],
  headers: Record<string, string>,
  paths: string[] = [WINDOW],
) => {
  const began = performance.now();
  const meter = cpuMeter(pids, postmaster);
  const all = { ...headers, 'accept-encoding': 'gzip' };
  const connections = CONNECTIONS / urls.length;
  const results = await Promise.all(
    urls.map(async (url) => {
      if (wrk) return wrkLoad(wrk, url, paths, { connections, seconds: SECONDS, headers: all });
      const r = await autocannon({
        url: `${url}${paths[0]}`,
        connections,
        duration: SECONDS,
        headers: all,
        ...(paths.length > 1 ? { requests: paths.map((path) => ({ method: 'GET', path })) } : {}),
      });
      return { ok: r['2xx'], failed: r.non2xx + r.errors };
    }),
  );
  const cpu = meter();
  const seconds = (performance.now() - began) / 1000;
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  if (failed > 0) throw new Error(`reads: ${failed} non-2xx answers or errors`);
  return { rate: results.reduce((sum, r) => sum + r.ok, 0) / seconds, cpu };
};

const pidOf = (child: ChildProcess) => child.pid as number;

/** The middle one of `items` by `value` (the upper one of an even count). */
const middle = <T>(items: readonly T[], value: (item: T) => number): T | undefined =>
  [...items].sort((x, y) => value(x) - value(y))[Math.floor(items.length / 2)];

const median = (values: readonly number[]) => middle(values, (v) => v) ?? 0;

/** The mean of each part's cores over several runs. */
const meanShares = (all: CpuShares[]): CpuShares => {
  const mean = (pick: (c: CpuShares) => number) =>
    all.reduce((sum, c) => sum + pick(c), 0) / Math.max(1, all.length);
  return {
    api: mean((c) => c.api),
    postgres: mean((c) => c.postgres),
    client: mean((c) => c.client),
    others: mean((c) => c.others),
    idle: mean((c) => c.idle),
  };
};

/**
 * The window reads and the searches per second of each set of processes (one, or one and two),
 * the sets taking turns for ROUNDS rounds: every figure, the medians, and the cores used during
 * each set's window reads.
 */
const readRounds = async (
  sets: { urls: string[]; pids: number[] }[],
  headers: Record<string, string>,
) => {
  const runs = sets.map((set) => ({
    ...set,
    reads: [] as number[],
    searches: [] as number[],
    cpu: [] as CpuShares[],
  }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const run of runs) {
      const window = await readRate(run.urls, run.pids, headers);
      run.reads.push(window.rate);
      run.cpu.push(window.cpu);
      run.searches.push((await readRate(run.urls, run.pids, headers, NEW_SEARCHES)).rate);
    }
  }
  return runs.map(({ reads, searches, cpu }) => ({
    reads,
    searches,
    readsMedian: median(reads),
    searchesMedian: median(searches),
    cpu: meanShares(cpu),
  }));
};

/** The latencies of one process: the first-view window GET, and a new search each time. */
const measureReads = async (url: string, headers: Record<string, string>) => ({
  window: await getLoad([`${url}${WINDOW}`], headers, { seconds: SECONDS, readers: READERS }),
  search: await getLoad(
    NEW_SEARCHES.map((route) => `${url}${route}`),
    headers,
    { seconds: SECONDS, readers: READERS },
  ),
});

const measureLowdb = async (size: number, dbFile: string): Promise<Result> => {
  // A copy of its own: the writes change the file.
  const file = path.join(WORK, `run-lowdb-${size}.json`);
  await cp(dbFile, file);
  const { child, url, startedMs } = await startApi(API, file);
  try {
    const headers = await adminHeaders(url);
    const reads = await measureReads(url, headers);
    const [one] = await readRounds([{ urls: [url], pids: [pidOf(child)] }], headers);
    if (!one) throw new Error('no reads');
    const meter = cpuMeter([pidOf(child)], postmaster);
    const writes = await writeLoad(url, headers, { amount: WRITES, inFlight: IN_FLIGHT });
    const cpuWrites = meter();
    return {
      store: 'lowdb',
      size,
      startedMs,
      ...reads,
      writes,
      readsOne: one.readsMedian,
      readsTwo: null,
      searchesOne: one.searchesMedian,
      searchesTwo: null,
      rounds: { readsOne: one.reads, readsTwo: [], searchesOne: one.searches, searchesTwo: [] },
      cpuOne: one.cpu,
      cpuWrites,
      twoNote: 'n/a: one process per file',
    };
  } finally {
    await stopApi(child);
    await rm(file, { force: true });
  }
};

/** An empty database of the cluster, filled with the grown file as the API would open it. */
const loadDatabase = async (
  createDatabase: (name: string) => Promise<string>,
  size: number,
  dbFile: string,
) => {
  const url = await createDatabase(`bench_${size}`);
  // `npm run db -- to-postgres` on a copy: opening the file as the API would may repair it.
  const copy = path.join(WORK, `load-${size}.json`);
  await cp(dbFile, copy);
  try {
    await copyToDatabase(copy, url);
  } finally {
    await rm(copy, { force: true });
  }
  return url;
};

/** The turns of a window of time, summed up: where a write turn's time goes. */
const summarise = (all: Turn[], from: number, to: number): TurnSummary => {
  const turns = all.filter((t) => t.startedAt >= from && t.startedAt <= to);
  const mean = (pick: (t: Turn) => number) =>
    turns.reduce((sum, t) => sum + pick(t), 0) / Math.max(1, turns.length);
  const p50 = (pick: (t: Turn) => number) =>
    percentile(
      turns.map(pick).sort((x, y) => x - y),
      0.5,
    );
  const phases = ['open', 'run', 'write', 'total'] as const;
  return {
    turns: turns.length,
    writesPerTurn: mean((t) => t.inserts),
    changesPerTurn: mean((t) => t.changes),
    meanMs: Object.fromEntries(phases.map((p) => [p, mean((t) => t[p])])) as TurnSummary['meanMs'],
    p50Ms: Object.fromEntries(phases.map((p) => [p, p50((t) => t[p])])) as TurnSummary['p50Ms'],
    perSecond: turns.length / (Math.max(1, to - from) / 1000),
  };
};

const measurePg = async (databaseUrl: string, size: number): Promise<Result> => {
  const profile = path.join(WORK, `turns-${size}.json`);
  const one = await startApi(API, { databaseUrl }, { TURN_PROFILE: profile }, [
    '--import',
    './bench/turn-profile.ts',
  ]);
  let two: Awaited<ReturnType<typeof startApi>> | undefined;
  let result: Omit<Result, 'turns'>;
  let window: [number, number];
  try {
    const headers = await adminHeaders(one.url);
    const reads = await measureReads(one.url, headers);
    // The second process on the same database: the session made on the first works on it. It
    // gets the loads the first has had (its code compiled and optimised, its connections open)
    // before any figure is taken.
    two = await startApi(API, { databaseUrl });
    await measureReads(two.url, headers);
    const [alone, both] = await readRounds(
      [
        { urls: [one.url], pids: [pidOf(one.child)] },
        { urls: [one.url, two.url], pids: [pidOf(one.child), pidOf(two.child)] },
      ],
      headers,
    );
    if (!alone || !both) throw new Error('no reads');
    await stopApi(two.child);
    two = undefined;
    // The first writes warm the write path (compiled, its statements prepared); then the rounds.
    const firstWrites = await writeLoad(one.url, headers, {
      amount: WARM_WRITES,
      inFlight: IN_FLIGHT,
    });
    const from = Date.now();
    const meter = cpuMeter([pidOf(one.child)], postmaster);
    const writeRounds: Timing[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      writeRounds.push(await writeLoad(one.url, headers, { amount: WRITES, inFlight: IN_FLIGHT }));
    }
    const cpuWrites = meter();
    window = [from, Date.now()];
    const writes = middle(writeRounds, (w) => w.rate) as Timing;
    result = {
      store: 'PostgreSQL',
      size,
      startedMs: one.startedMs,
      ...reads,
      writes,
      readsOne: alone.readsMedian,
      readsTwo: both.readsMedian,
      searchesOne: alone.searchesMedian,
      searchesTwo: both.searchesMedian,
      rounds: {
        readsOne: alone.reads,
        readsTwo: both.reads,
        searchesOne: alone.searches,
        searchesTwo: both.searches,
      },
      cpuOne: alone.cpu,
      cpuTwo: both.cpu,
      cpuWrites,
      writeRounds,
      firstWrites,
    };
  } finally {
    if (two) await stopApi(two.child);
    await stopApi(one.child);
  }
  const turns = JSON.parse(await readFile(profile, 'utf8')) as Turn[];
  await rm(profile, { force: true });
  return { ...result, turns: summarise(turns, ...window) };
};

const serverVersion = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '?';
  } finally {
    await client.end();
  }
};

const ms = (value: number) => value.toFixed(1);

const table = (results: Result[]) => {
  const head = [
    'rows/list',
    'store',
    'window GET p50 / p99 ms',
    'q search p50 / p99 ms',
    `writes/s (${IN_FLIGHT} in flight)`,
    'write p50 / p99 ms',
    'window reads/s, 1 process',
    'window reads/s, 2 processes',
    '2 ÷ 1',
    'search reads/s, 1 process',
    'search reads/s, 2 processes',
    '2 ÷ 1',
  ];
  const rows = results.map((r) => [
    r.size.toLocaleString('en'),
    r.store,
    `${ms(r.window.p50)} / ${ms(r.window.p99)}`,
    `${ms(r.search.p50)} / ${ms(r.search.p99)}`,
    r.writes.rate.toFixed(0),
    `${ms(r.writes.p50)} / ${ms(r.writes.p99)}`,
    r.readsOne.toFixed(0),
    r.readsTwo === null ? (r.twoNote ?? 'n/a') : r.readsTwo.toFixed(0),
    r.readsTwo === null ? 'n/a' : `${(r.readsTwo / r.readsOne).toFixed(2)}×`,
    r.searchesOne.toFixed(0),
    r.searchesTwo === null ? (r.twoNote ?? 'n/a') : r.searchesTwo.toFixed(0),
    r.searchesTwo === null ? 'n/a' : `${(r.searchesTwo / r.searchesOne).toFixed(2)}×`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
};

/**
 * What the cores left a second process: with one process, the API used `api` cores and `idle`
 * were free, so two can serve at most about (api + idle) / api times as much (less what
 * PostgreSQL and the client need for the extra requests).
 */
const ceiling = (cpu: CpuShares) =>
  `one process used ${cpu.api.toFixed(2)} cores with ${cpu.idle.toFixed(2)} idle: at most ` +
  `~${((cpu.api + cpu.idle) / Math.max(0.01, cpu.api)).toFixed(2)}× on this machine`;

/** The targets on PostgreSQL, met or not, beside the figures. */
const verdicts = (results: Result[]) => {
  const lines: string[] = [];
  for (const r of results) {
    if (r.store !== 'PostgreSQL') continue;
    const writes = r.writes.rate;
    const scale = (r.readsTwo ?? 0) / r.readsOne;
    const searchScale = (r.searchesTwo ?? 0) / r.searchesOne;
    lines.push(
      `- PostgreSQL @${r.size.toLocaleString('en')}: writes ≥ ${TARGET_WRITES}/s${r.size === 100_000 ? ' (the target is at 100,000)' : ''}: ${writes >= TARGET_WRITES ? 'met' : 'MISSED'} (${writes.toFixed(0)}/s, the median of ${(r.writeRounds ?? []).map((w) => w.rate.toFixed(0)).join(', ')}; the first ${WARM_WRITES} writes, before them: ${r.firstWrites?.rate.toFixed(0) ?? '?'}/s)`,
      `- PostgreSQL @${r.size.toLocaleString('en')}: two processes ≥ ${TARGET_SCALE}× one for window reads: ${scale >= TARGET_SCALE ? 'met' : 'MISSED'} (${scale.toFixed(2)}×; ${ceiling(r.cpuOne)})`,
      `- PostgreSQL @${r.size.toLocaleString('en')}: two processes ≥ ${TARGET_SCALE}× one for search reads: ${searchScale >= TARGET_SCALE ? 'met' : 'MISSED'} (${searchScale.toFixed(2)}×)`,
    );
  }
  return lines.join('\n');
};

/** Where PostgreSQL's write turns spent their time during the writes' run. */
const turnTable = (results: Result[]) => {
  const phases: [Phase, string][] = [
    ['open', 'write lock + catch-up read'],
    ['run', 'catch-up applied, writes run in memory'],
    ['write', 'rows, log and commit (one statement)'],
    ['total', 'whole turn'],
  ];
  const withTurns = results.filter((r) => r.turns);
  const head = [
    'PostgreSQL write turns, ms (mean / p50)',
    ...withTurns.map((r) => `@${r.size.toLocaleString('en')}`),
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rows = [
    ['turns', ...withTurns.map((r) => String(r.turns?.turns))],
    [
      'writes per turn (group commit)',
      ...withTurns.map((r) => (r.turns?.writesPerTurn ?? 0).toFixed(2)),
    ],
    ['changes per turn', ...withTurns.map((r) => (r.turns?.changesPerTurn ?? 0).toFixed(2))],
    ...phases.map(([phase, name]) => [
      name,
      ...withTurns.map(
        (r) => `${ms(r.turns?.meanMs[phase] ?? 0)} / ${ms(r.turns?.p50Ms[phase] ?? 0)}`,
      ),
    ]),
    ['turns committed per second', ...withTurns.map((r) => (r.turns?.perSecond ?? 0).toFixed(0))],
  ];
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
};

/** Who used the cores during the reads' req/s runs and the writes. */
const cpuTable = (results: Result[]) => {
  const head = [
    'cores used during',
    'API process(es)',
    'PostgreSQL',
    'bench client',
    'rest of the machine',
    'idle',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const row = (name: string, cpu: CpuShares) =>
    line([
      name,
      ...[cpu.api, cpu.postgres, cpu.client, cpu.others, cpu.idle].map((c) => c.toFixed(2)),
    ]);
  const rows = results.flatMap((r) => {
    const name = `${r.store} @${r.size.toLocaleString('en')}`;
    return [
      row(`${name}, reads/s, 1 process`, r.cpuOne),
      ...(r.cpuTwo ? [row(`${name}, reads/s, 2 processes`, r.cpuTwo)] : []),
      row(`${name}, writes`, r.cpuWrites),
    ];
  });
  return [line(head), line(head.map(() => '---')), ...rows].join('\n');
};

await mkdir(WORK, { recursive: true });
wrk = await wrkPath();
const loadAtStart = loadAverage();
console.log(
  `bench:store on ${availableParallelism()} cores (load ${loadAtStart}): sizes ${SIZES.join(', ')}, ` +
    `GETs ${SECONDS} s at ${READERS} sockets, reads/s at ${CONNECTIONS} connections (${wrk ? 'wrk' : 'autocannon'}, medians of ${ROUNDS} rounds), ${WRITES} writes at ${IN_FLIGHT} in flight (PostgreSQL: ${WARM_WRITES} first, then ${ROUNDS} rounds, the median's figures)`,
);
const cluster = await startPgCluster({ durable: true });
const results: Result[] = [];
let postgres = '?';
try {
  postgres = await serverVersion(cluster.url);
  postmaster = Number(
    (await readFile(path.join(cluster.dir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  for (const size of SIZES) {
    const dbFile = await grownFile(size, WORK);
    results.push(await measureLowdb(size, dbFile));
    console.log(`  lowdb @${size}: done`);
    const databaseUrl = await loadDatabase(cluster.createDatabase, size, dbFile);
    await rm(dbFile, { force: true });
    results.push(await measurePg(databaseUrl, size));
    console.log(`  PostgreSQL @${size}: done`);
  }
} finally {
  await cluster.stop();
}

const machine = {
  cores: availableParallelism(),
  loadAverage: { atStart: loadAtStart, atEnd: loadAverage(), now: loadavg() },
  node: process.version,
  postgres,
  postgresSettings: 'durable: fsync, synchronous_commit and full_page_writes on',
  seconds: SECONDS,
  rounds: ROUNDS,
  readers: READERS,
  connections: CONNECTIONS,
  readsClient: wrk ? 'wrk' : 'autocannon',
  writes: WRITES,
  inFlight: IN_FLIGHT,
};
console.log(`\n${table(results)}\n`);
console.log(verdicts(results));
console.log(`\n${turnTable(results)}`);
console.log(`\n${cpuTable(results)}`);
console.log(
  `\nMachine: ${machine.cores} cores, load average ${machine.loadAverage.atStart} at the start and ` +
    `${machine.loadAverage.atEnd} at the end, Node ${machine.node}, PostgreSQL ${postgres} (durable settings).`,
);
const out = path.join(WORK, 'results.json');
await writeFile(
  out,
  JSON.stringify(
    {
      machine,
      targets: { postgresWritesPerSecondAt100k: TARGET_WRITES, twoProcessesOverOne: TARGET_SCALE },
      results,
    },
    null,
    2,
  ),
);
console.log(`Results in ${path.relative(ROOT, out)}`);
