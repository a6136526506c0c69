/**
 * `npm run bench:lists` (API part of issue 47): the list endpoints with the demo company grown to
 * 10,000 and 100,000 rows per list (products, profiles, campaigns), measured on this tree and,
 * in the same run on the same machine, on "today": the code of `BENCH_BASE` (default `main`),
 * taken with `git archive` into `.bench/lists/base` and run on this tree's node_modules.
 *
 * Per size and code it reports: the bytes and p50/p99 of the list's first view (today: the whole
 * list, which the screens download; now: a window of 50 rows), deep and sorted windows, `q`
 * search (today the API has none: the header search `/search?q` is the nearest, and the screens
 * search in the browser), and `POST /products` with 8 in flight (writes/s, p50/p99), whose bound
 * is the group commit rewriting the JSON file. Servers run as child processes, as `pnpm start`
 * runs them. A heavy run: never while others test on the machine.
 */
import { cp, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  adminHeaders,
  baseRef,
  benchSizes,
  getLoad as getLoadOf,
  grownFile,
  kb,
  loadAverage,
  NEW_SEARCHES,
  prepareBase,
  ROOT,
  startApi,
  stopApi,
  writeLoad,
} from './grown';

const WORK = path.join(ROOT, 'mock-api', '.bench', 'lists');
const BASE_REF = baseRef();
const SIZES = benchSizes('10000,100000');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const WRITES = Number(process.env.BENCH_WRITES ?? 160);
const IN_FLIGHT = 8;
const READERS = 4;

type Code = 'today' | 'now';

interface Figure {
  code: Code;
  size: number;
  case: string;
  p50: number;
  p99: number;
  rate: number;
  /** Decoded bytes of one answer (the JSON the client parses). */
  bytes?: number;
  /** Bytes on the wire (gzipped, as a browser asks). */
  wire?: number;
}

/** One GET's size: on the wire (gzip) and decoded. */
const sizeOf = (url: string, headers: Record<string, string>) =>
  new Promise<{ wire: number; bytes: number; status: number }>((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const zipped = res.headers['content-encoding'] === 'gzip';
          resolve({
            wire: body.length,
            bytes: zipped ? gunzipSync(body).length : body.length,
            status: res.statusCode ?? 0,
          });
        });
      })
      .on('error', reject);
  });

/** GETs at READERS keep-alive sockets for SECONDS: p50, p99, req/s. */
const getLoad = (urls: string[], headers: Record<string, string>) =>
  getLoadOf(urls, headers, { seconds: SECONDS, readers: READERS });

/** Windows of one filtered view, as a list scrolls through it. */
const FILTERED_WINDOWS = Array.from(
  { length: 20 },
  (_, i) => `/products?status=false&_start=${i * 50}&_end=${i * 50 + 50}`,
);
const SAME_SEARCH_WINDOWS = Array.from(
  { length: 20 },
  (_, i) => `/products?q=fibra&_start=${i * 50}&_end=${i * 50 + 50}`,
);

const measure = async (code: Code, cwd: string, size: number, dbFile: string) => {
  // Each server gets its own copy: the writes change the file.
  const file = path.join(WORK, `run-${code}-${size}.json`);
  await cp(dbFile, file);
  const { child, url, startedMs } = await startApi(cwd, file);
  const figures: Figure[] = [];
  try {
    const headers = await adminHeaders(url);
    const add = (name: string, result: Omit<Figure, 'code' | 'size' | 'case'>) =>
      figures.push({ code, size, case: name, ...result });

    const cases: [string, string[]][] =
      code === 'today'
        ? [
            ['first view: /products (whole list)', ['/products']],
            ['first view: /profiles (whole list)', ['/profiles']],
            ['first view: /campaings (whole list)', ['/campaings']],
            [
              'search: /search?q (header search)',
              ['/search?q=lote%2012', '/search?q=fibra', '/search?q=zzzz'],
            ],
          ]
        : [
            ['first view: /products?_end=50', ['/products?_start=0&_end=50']],
            ['first view: /profiles?_end=50', ['/profiles?_start=0&_end=50']],
            ['first view: /campaings?_end=50', ['/campaings?_start=0&_end=50']],
            ['window at row 50,000 of /products', ['/products?_start=50000&_end=50050']],
            ['window sorted by name, row 50,000', ['/products?_sort=name&_start=50000&_end=50050']],
            // One filter scrolled: after the first window, the store's kept answer.
            ['window filtered (status=false), scrolled', FILTERED_WINDOWS],
            // Each request a search not asked in the last 16: a scan of every row each time.
            ['q search, a new search each time', NEW_SEARCHES],
            // The same search again (a list scrolling under it): the kept answer, sliced.
            ['q search, the same search scrolled', SAME_SEARCH_WINDOWS],
            ['tab counts: /campaings/counts?_by=status', ['/campaings/counts?_by=status']],
            [
              'search: /search?q (header search)',
              ['/search?q=lote%2012', '/search?q=fibra', '/search?q=zzzz'],
            ],
          ];
    for (const [name, routes] of cases) {
      const first = await sizeOf(`${url}${routes[0]}`, headers);
      if (first.status !== 200) throw new Error(`${code} ${routes[0]}: ${first.status}`);
      const load = await getLoad(
        routes.map((route) => `${url}${route}`),
        headers,
      );
      add(name, { ...load, bytes: first.bytes, wire: first.wire });
    }

    // Writes to the large list: POST /products with 8 in flight.
    add(
      `POST /products, ${IN_FLIGHT} in flight`,
      await writeLoad(url, headers, { amount: WRITES, inFlight: IN_FLIGHT }),
    );
    const { size: fileBytes } = await stat(file);
    console.log(
      `  ${code} @${size}: started in ${Math.round(startedMs)} ms, file ${(fileBytes / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await stopApi(child);
    await rm(file, { force: true });
  }
  return figures;
};

const print = (figures: Figure[]) => {
  const head = ['size', 'code', 'case', 'p50 ms', 'p99 ms', 'req/s', 'decoded', 'gzip'];
  const widths = [7, 5, 42, 7, 7, 7, 9, 9];
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const f of figures) {
    console.log(
      line([
        f.size,
        f.code,
        f.case,
        f.p50.toFixed(1),
        f.p99.toFixed(1),
        f.rate.toFixed(0),
        kb(f.bytes),
        kb(f.wire),
      ]),
    );
  }
};

/** The API targets at 100,000 rows, met or not. */
const verdict = (figures: Figure[]) => {
  const at = (name: string) =>
    figures.find((f) => f.code === 'now' && f.size === 100_000 && f.case.startsWith(name));
  const windows = figures.filter(
    (f) => f.code === 'now' && f.size === 100_000 && f.case.startsWith('first view'),
  );
  const windowP99 = Math.max(...windows.map((f) => f.p99));
  const q = at('q search, a new search');
  const writes = at('POST /products');
  const bytes = Math.max(
    ...figures
      .filter((f) => f.code === 'now' && f.case.startsWith('first view'))
      .map((f) => f.bytes ?? 0),
  );
  if (windows.length === 0 || !q || !writes) return;
  console.log(
    `GET of a window @100k p99 ≤ 20 ms: ${windowP99 <= 20 ? 'met' : 'MISSED'} (${windowP99.toFixed(1)} ms)`,
  );
  console.log(
    `q search @100k p99 ≤ 50 ms: ${q.p99 <= 50 ? 'met' : 'MISSED'} (${q.p99.toFixed(1)} ms)`,
  );
  console.log(
    `API bytes decoded for a first view ≤ 200 KB: ${bytes <= 200_000 ? 'met' : 'MISSED'} (${kb(bytes)})`,
  );
  console.log(
    `writes @100k, ${IN_FLIGHT} in flight: ${writes.rate.toFixed(0)}/s (p50 ${writes.p50} ms): each group commit rewrites the whole JSON file`,
  );
};

console.log(
  `bench:lists on ${availableParallelism()} cores (load ${loadAverage()}): today = ${BASE_REF}, sizes ${SIZES.join(', ')}, GETs ${SECONDS} s at ${READERS} sockets, ${WRITES} writes`,
);
await mkdir(WORK, { recursive: true });
const base = await prepareBase(path.join(WORK, 'base'), BASE_REF, [
  'mock-api',
  'shared-ui',
  'package.json',
]);
const figures: Figure[] = [];
try {
  for (const size of SIZES) {
    const dbFile = await grownFile(size, WORK);
    figures.push(...(await measure('today', path.join(base, 'mock-api'), size, dbFile)));
    figures.push(...(await measure('now', path.join(ROOT, 'mock-api'), size, dbFile)));
    await rm(dbFile, { force: true });
  }
} finally {
  await rm(base, { recursive: true, force: true });
}
console.log(`\nload average at the end: ${loadAverage()}\n`);
print(figures);
console.log('');
verdict(figures);
await writeFile(path.join(WORK, 'last.json'), JSON.stringify(figures, null, 2));
