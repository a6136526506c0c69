/**
 * `pnpm --filter mock-api bench`: latency and throughput of GET /campaings, GET /products (Node's
 * HTTP client, keep-alive) and POST /recargas (autocannon), on the seed data and on a copy with
 * 10,000 products. The server runs in a child process (as `pnpm start` runs it) so it does not
 * share a thread with the load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { atomicWrite } from '../src/db/fragment-file';
import { DEMO_COMPANY } from '../src/db/types';
import { createSeed } from '../src/seed';
import { manyProducts } from '../src/seed/catalog';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, '.bench');
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TOP_UPS = Number(process.env.BENCH_TOP_UPS ?? 1500);

interface Row {
  data: string;
  route: string;
  result: Result;
  check: string;
  /** Server CPU milliseconds per request: what a run costs whatever else loads the machine. */
  cpuMs: number | undefined;
}

/** CPU time (user + system, ms) a process has used so far, from /proc on Linux. */
const cpuTime = async (pid: number | undefined): Promise<number | undefined> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return undefined;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
};

/**
 * GETs at `connections` keep-alive sockets for `seconds`, with Node's own HTTP client. autocannon
 * parses every body in JavaScript: on the 300 KB list of 10,000 products it became the bottleneck
 * (188 req/s, p99 112 ms, with the server 17% busy), so it measured itself, not the API.
 */
const getLoad = async (
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<Result> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => {
            times.push(performance.now() - started);
            if (res.statusCode && res.statusCode < 300) ok += 1;
            else non2xx += 1;
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0);
  return {
    latency: { p50: at(0.5), p99: at(0.99) },
    requests: { average: times.length / seconds },
    '2xx': ok,
    non2xx,
    errors,
    timeouts: 0,
  } as unknown as Result;
};

/** Measures the server's CPU per completed request while `load` runs. */
const withCpu = async (pid: number | undefined, load: () => Promise<Result>) => {
  const before = await cpuTime(pid);
  const result = await load();
  const after = await cpuTime(pid);
  const done = result['2xx'] + result.non2xx;
  const cpuMs =
    before !== undefined && after !== undefined && done > 0 ? (after - before) / done : undefined;
  return { result, cpuMs };
};

const start = (dbFile: string) =>
  new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DB_FILE: dbFile, QUIET: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** How many rows a list holds (its answers stop at 1,000 rows; X-Total-Count counts them all). */
const count = async (url: string, token: string) =>
  Number(
    (await fetch(`${url}?_end=0`, { headers: { authorization: `Bearer ${token}` } })).headers.get(
      'x-total-count',
    ),
  );

const json = async (url: string, token: string) =>
  (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json() as Promise<
    { total?: number }[]
  >;

const run = async (label: string, products: number): Promise<Row[]> => {
  const dir = path.join(WORK, label);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const dbFile = path.join(dir, 'db.json');
  const data = await createSeed();
  const demo = data.companies[DEMO_COMPANY];
  if (demo && products > 0)
    demo.products = [...manyProducts(products, new Date()), ...demo.products];
  await atomicWrite(dbFile, [Buffer.from(JSON.stringify(data))]);

  const { child, url } = await start(dbFile);
  try {
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Admin123*' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const name = `${demo?.products.length ?? 0} products`;
    const rows: Row[] = [];

    // Browsers send Accept-Encoding: gzip; the identity run shows the raw JSON cost too.
    const gets: [string, string][] = [
      ['/campaings', 'gzip'],
      ['/products', 'gzip'],
      ['/products', 'identity'],
    ];
    for (const [route, encoding] of gets) {
      const { result, cpuMs } = await withCpu(child.pid, () =>
        getLoad(
          `${url}${route}`,
          { ...headers, 'accept-encoding': encoding },
          SECONDS,
          CONNECTIONS,
        ),
      );
      rows.push({ data: name, route: `GET ${route} (${encoding})`, result, check: '', cpuMs });
    }

    const refillsBefore = await count(`${url}/recargas`, token);
    const totalBefore = (await json(`${url}/walletuser`, token))[0]?.total ?? 0;
    const { result, cpuMs } = await withCpu(child.pid, () =>
      autocannon({
        url: `${url}/recargas`,
        connections: CONNECTIONS,
        amount: TOP_UPS,
        method: 'POST',
        headers,
        // A transaction number counts once per company: each top-up gets its own.
        body: JSON.stringify({
          mont: 1,
          method: 'Transferencias Zelle',
          transaction: 'BENCH-[<id>]',
        }),
        idReplacement: true,
      }),
    );
    const refills = (await count(`${url}/recargas`, token)) - refillsBefore;
    const totalAfter = (await json(`${url}/walletuser`, token))[0]?.total ?? 0;
    const credited = Math.round((totalAfter - totalBefore) * 100) / 100;
    const lost = result['2xx'] - refills;
    const check =
      refills === TOP_UPS && credited === TOP_UPS && lost === 0
        ? `${refills}/${TOP_UPS} stored, +${credited} credited`
        : `MISMATCH: ${refills} refills, +${credited} credited, ${result['2xx']} acknowledged`;
    rows.push({ data: name, route: 'POST /recargas', result, check, cpuMs });
    return rows;
  } finally {
    await stop(child);
    await rm(dir, { recursive: true, force: true });
  }
};

const pad = (value: string | number, width: number) => String(value).padEnd(width);

const print = (rows: Row[]) => {
  const head = ['data', 'route', 'p50 ms', 'p99 ms', 'req/s', 'cpu ms/req', 'non-2xx/err', 'check'];
  const widths = [16, 26, 8, 8, 9, 10, 12, 0];
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c, i) => pad(c, widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(Math.max(w, 5) + 2)).join('|')}|`);
  for (const { data, route, result, check, cpuMs } of rows) {
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      line([
        data,
        route,
        result.latency.p50,
        result.latency.p99,
        result.requests.average.toFixed(0),
        cpuMs === undefined ? '-' : cpuMs.toFixed(2),
        failures,
        check,
      ]),
    );
  }
};

const verdict = (rows: Row[]) => {
  const big = rows.filter((r) => r.data.startsWith('10015'));
  const products = big.find((r) => r.route === 'GET /products (gzip)')?.result;
  const topUps = big.find((r) => r.route === 'POST /recargas');
  const results = [
    `GET /products (gzip) @10k p99 < 100 ms: ${products && products.latency.p99 < 100 ? 'met' : 'MISSED'} (${products?.latency.p99} ms)`,
    `POST /recargas @10k > 200 req/s, nothing lost: ${
      topUps && topUps.result.requests.average > 200 && !topUps.check.startsWith('MISMATCH')
        ? 'met'
        : 'MISSED'
    } (${topUps?.result.requests.average.toFixed(0)} req/s; ${topUps?.check})`,
  ];
  for (const r of results) console.log(r);
};

// Figures on a shared machine move with its load, so the table says what the load was.
const load = () => loadavg()[0]?.toFixed(1);
console.log(
  `mock-api bench on ${availableParallelism()} cores (load ${load()}): ${CONNECTIONS} connections, GET ${SECONDS} s each, ${TOP_UPS} top-ups per POST run`,
);
const rows = [...(await run('seed', 0)), ...(await run('10k', 10_000))];
console.log(`\nload average at the end: ${load()}`);
print(rows);
console.log('');
verdict(rows);
