/**
 * What the list benches share (issue 47: `bench:lists` for the API, `bench:lists-web` for the
 * pages): "today", the code of a base ref taken with `git archive` and run on this tree's
 * node_modules; the demo company grown to a size per list; the API as a child process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { lstat, mkdir, readdir, readFile, realpath, rm, stat, symlink } from 'node:fs/promises';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { validProduct } from 'shared-ui/fixtures';
import type { Campaign, Profile } from 'shared-ui/types';
import { atomicWrite } from '../src/db/fragment-file';
import { DEMO_COMPANY } from '../src/db/types';
import { createSeed } from '../src/seed';
import { manyProducts } from '../src/seed/catalog';

/** The repository's root (this checkout). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** "Today": the commit this branch started from, unless BENCH_BASE names another (its commit). */
export const baseRef = (): string =>
  execFileSync(
    'git',
    process.env.BENCH_BASE
      ? ['rev-parse', '--verify', `${process.env.BENCH_BASE}^{commit}`]
      : ['merge-base', 'HEAD', 'main'],
    { cwd: ROOT },
  )
    .toString()
    .trim();

/** Rows per list to grow to: BENCH_SIZES (comma-separated), else `sizes`. */
export const benchSizes = (sizes: string): number[] =>
  (process.env.BENCH_SIZES ?? sizes).split(',').map(Number);

/** The first value of the load average, as printed beside the figures. */
export const loadAverage = () => loadavg()[0]?.toFixed(1) ?? '?';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * The base ref's `paths` (all of it when none) in `dir`, each of its packages given a node_modules
 * of links to this tree's installed ones (its `.bin` too), except the workspace's own packages,
 * which are the base's: the base's shared-ui, federation-contract and so on, on this tree's
 * libraries.
 */
export const prepareBase = async (dir: string, ref: string, paths: string[] = []) => {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const tar = execFileSync('git', ['archive', ref, ...paths], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const installed = path.join(ROOT, 'node_modules');
  const folders = ['.', ...(await readdir(dir))];
  for (const folder of folders) {
    const modules = path.join(ROOT, folder, 'node_modules');
    if (!(await exists(modules)) || !(await exists(path.join(dir, folder, 'package.json')))) {
      continue;
    }
    const into = path.join(dir, folder, 'node_modules');
    await mkdir(into, { recursive: true });
    for (const name of await readdir(modules)) {
      if (name.startsWith('.') && name !== '.bin') continue;
      const link = path.join(modules, name);
      let target = link;
      if ((await lstat(link)).isSymbolicLink()) {
        const real = await realpath(link);
        // A workspace package (a folder of this tree, not an installed one): the base's own.
        if (real.startsWith(`${ROOT}${path.sep}`) && !real.startsWith(`${installed}${path.sep}`)) {
          target = path.join(dir, path.relative(ROOT, real));
          if (!(await exists(target))) continue;
        }
      }
      await symlink(target, path.join(into, name));
    }
    // A dependency the base declares and this tree's package does not (added or moved since):
    // the one pnpm installed for another package, if any.
    const declared = JSON.parse(await readFile(path.join(dir, folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...declared.dependencies, ...declared.devDependencies })) {
      const link = path.join(into, name);
      const hoisted = path.join(installed, '.pnpm', 'node_modules', name);
      if ((await exists(link)) || !(await exists(hoisted))) continue;
      // Never into this tree's folders: a scope linked from here stays as it is.
      const scope = await lstat(path.dirname(link)).catch(() => null);
      if (scope?.isSymbolicLink()) continue;
      await mkdir(path.dirname(link), { recursive: true });
      await symlink(await realpath(hoisted), link);
    }
  }
  return dir;
};

/**
 * The seed with `size` rows in each of the demo company's products, profiles and campaigns (the
 * seed as it is for a size at or below the seed's), written to `dir`.
 */
export const grownFile = async (size: number, dir: string): Promise<string> => {
  const now = new Date();
  const data = await createSeed({ now });
  const demo = data.companies[DEMO_COMPANY];
  if (!demo) throw new Error('no demo company');
  const grow = <T extends { id: number; createdAt: string }>(
    seed: T[],
    make: (row: T, i: number) => T,
  ): T[] => {
    const rows: T[] = [];
    const firstId = Math.max(...seed.map((row) => row.id)) + 1;
    for (let i = 0; i < size - seed.length; i += 1) {
      const row = seed[i % seed.length] as T;
      rows.push({
        ...make(row, i),
        id: firstId + i,
        createdAt: new Date(now.getTime() - (size - i) * 1000).toISOString(),
      });
    }
    return [...rows.reverse(), ...seed];
  };
  demo.products = [
    ...manyProducts(Math.max(0, size - demo.products.length), now, demo.products.length + 1),
    ...demo.products,
  ];
  demo.profiles = grow<Profile>(demo.profiles, (p, i) => ({
    ...p,
    name: `${p.name} ${i + 1}`,
    email: `persona${i + 1}@conectatel.com.ve`,
  }));
  demo.campaigns = grow<Campaign>(demo.campaigns, (c, i) => ({
    ...c,
    name: `${c.name} · ${i + 1}`,
  }));
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `db-${size}.json`);
  await atomicWrite(file, [Buffer.from(JSON.stringify(data))]);
  return file;
};

/**
 * The API of the checkout at `cwd` (its mock-api folder) on `store` (a lowdb file, or a
 * PostgreSQL database), as `pnpm start` runs it:
 * a free port unless `env` sets PORT, no rate limit, quiet.
 */
export const startApi = (
  cwd: string,
  store: string | { databaseUrl: string },
  env: NodeJS.ProcessEnv = {},
  /** More of node's options, after tsx is loaded (`--import` of a module of the API's, say). */
  nodeArgs: string[] = [],
) =>
  new Promise<{ child: ChildProcess; url: string; startedMs: number }>((resolve, reject) => {
    const began = performance.now();
    const { DB_FILE: _file, DATABASE_URL: _url, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'src/index.ts'], {
      cwd,
      env: {
        ...inherited,
        PORT: '0',
        QUIET: '1',
        RATE_LIMIT: 'off',
        ...env,
        ...(typeof store === 'string' ? { DB_FILE: store } : { DATABASE_URL: store.databaseUrl }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve({ child, url: match[1], startedMs: performance.now() - began });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });

export const stopApi = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Bytes as KB or MB (1000-based). */
export const kb = (bytes?: number) =>
  bytes === undefined
    ? ''
    : bytes >= 1e6
      ? `${(bytes / 1e6).toFixed(1)} MB`
      : `${(bytes / 1e3).toFixed(1)} KB`;

export const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/** A token of the demo company's admin, for the bench's requests. */
export const adminHeaders = async (url: string) => {
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin123*' }),
  });
  if (!login.ok) throw new Error(`login at ${url}: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
};

/**
 * GETs (the urls in turn) at `readers` keep-alive sockets for `seconds`, each request timed by
 * the client as a browser would see it: p50, p99 and requests per second.
 */
export const getLoad = async (
  urls: string[],
  headers: Record<string, string>,
  { seconds, readers }: { seconds: number; readers: number },
) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: readers });
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const url = urls[next++ % urls.length] as string;
      const began = performance.now();
      http
        .get(url, { agent, headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
          res.resume();
          res.on('end', () => {
            times.push(performance.now() - began);
            if ((res.statusCode ?? 500) >= 300) failed += 1;
            resolve();
          });
        })
        .on('error', () => {
          failed += 1;
          resolve();
        });
    });
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (Date.now() < end) await once();
    }),
  );
  agent.destroy();
  if (failed > 0) throw new Error(`${failed} failed GETs of ${urls[0]}`);
  times.sort((x, y) => x - y);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    rate: times.length / seconds,
  };
};

/** 60 searches in turn: more than the 16 answers a list keeps, so none is kept when asked. */
export const NEW_SEARCHES = Array.from(
  { length: 60 },
  (_, i) =>
    `/products?q=${encodeURIComponent(i % 3 === 0 ? `lote ${i + 1}` : `fibra ${i + 1}`)}&_end=50`,
);

/**
 * `amount` POST /products at `url` with `inFlight` in flight over keep-alive sockets: writes per
 * second (from the first request to the last answer) and the latency's p50 and p99. Every write
 * must be acknowledged. Timed here, not by autocannon: autocannon resolves at its next
 * once-a-second sample, so a run of a fraction of a second counted as a whole one.
 */
export const writeLoad = async (
  url: string,
  headers: Record<string, string>,
  { amount, inFlight }: { amount: number; inFlight: number },
) => {
  const body = Buffer.from(JSON.stringify({ ...validProduct, name: 'Producto de bench' }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const times: number[] = [];
  const failures: string[] = [];
  const post = () =>
    new Promise<void>((resolve) => {
      const began = performance.now();
      http
        .request(
          `${url}/products`,
          {
            method: 'POST',
            agent,
            headers: {
              ...headers,
              'content-type': 'application/json',
              'content-length': String(body.length),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              times.push(performance.now() - began);
              if ((res.statusCode ?? 500) >= 300) failures.push(String(res.statusCode));
              resolve();
            });
          },
        )
        .on('error', (error) => {
          failures.push(error.message);
          resolve();
        })
        .end(body);
    });
  let sent = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (sent < amount) {
        sent += 1;
        await post();
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  if (failures.length > 0) {
    throw new Error(
      `${url}: ${amount - failures.length}/${amount} writes (failed: ${[...new Set(failures)].join(', ')})`,
    );
  }
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), rate: amount / seconds };
};
