/**
 * `npm run bench:lists-web` (issue 47, the pages' half): the products, profiles and campaigns
 * lists in Chromium with the demo company at the seed size and grown to BENCH_SIZES rows per list
 * (default 10,000 and 100,000), on this tree's builds ("now") and, in the same run on the same
 * machine, on "today": the base ref's apps (BENCH_BASE, default the merge-base with main), built
 * from its `git archive` on this tree's node_modules and served against its own API. Each code
 * gets its API on a copy of the same grown database and its builds on free ports, as
 * `pnpm serve` serves them.
 *
 * Per list, size and code, in a fresh context (empty cache) signed in as the demo user:
 *  - first row: ms from the navigation's start to the first drawn `.ant-table-row` that is not a
 *    pending placeholder (`.list-row-pending`) and has text;
 *  - API bytes decoded for the first view: CDP's `Network.dataReceived` lengths of the responses
 *    from the API's origin requested up to the first row;
 *  - JS heap after the first view: `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`;
 *  - scrolling to row 50,000 (products and campaigns, fewer when the first tab holds fewer): with
 *    the window (the new DOM: `table[aria-rowcount]`, rows with `aria-rowindex`), ms from the
 *    instant `scrollTo` to a drawn row about that index in the viewport; today's antd virtual
 *    table has its own scroller, so its holder is scrolled instead, and said so; otherwise 'not
 *    reachable';
 *  - search: ms from the input event of the query (a word some rows hold) to the drawn rows being
 *    other rows, all of them holding the word.
 * BENCH_RUNS samples of each (default 3, interleaved today/now), medians printed; BENCH_LISTS
 * picks lists (products,profiles,campaigns). The base's builds are kept in
 * mock-api/.bench/lists-web/base for the next run of the same ref (BENCH_REBUILD=1 builds again).
 * A heavy run: never while others test on the machine.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type Browser, type CDPSession, chromium } from '@playwright/test';
import {
  baseRef,
  benchSizes,
  grownFile,
  kb,
  loadAverage,
  prepareBase,
  ROOT,
  startApi,
  stopApi,
} from '../../mock-api/bench/grown';
import { APPS, appOrigins } from '../../scripts/apps';
import { buildApps, buildCheckout } from '../../scripts/builds';
import { freePorts } from '../../scripts/ports';
import { serveApps } from '../../scripts/serve';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { DEMO_USER, SESSION_KEY } from '../support/session';

const WORK = path.join(ROOT, 'mock-api', '.bench', 'lists-web');
const BASE_REF = baseRef();
const SIZES = [0, ...benchSizes('10000,100000')];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT ?? 180_000);
/** How long a scroll to row 50,000 may take before it counts as not reachable. */
const SCROLL_TIMEOUT_MS = Number(process.env.BENCH_SCROLL_TIMEOUT ?? 30_000);
const SCROLL_ROW = 50_000;
const VIEWPORT = { width: 1400, height: 900 };

interface List {
  id: string;
  path: string;
  /** A word in some of the list's rows (and not in all the first ones). */
  query: string;
  /** Whether the list is one long table to scroll (profiles shows 20 more at a time). */
  scroll: boolean;
}

const LISTS: List[] = [
  { id: 'products', path: '/productos/gestionar', query: 'satelital', scroll: true },
  { id: 'profiles', path: '/perfiles-roles/gestionar', query: 'valentina', scroll: false },
  { id: 'campaigns', path: '/campaigns/gestionar', query: 'pyme', scroll: true },
].filter(({ id }) => (process.env.BENCH_LISTS ?? id).split(',').includes(id));

type Code = 'today' | 'now';

interface Scroll {
  mode: 'window' | 'inner scroller' | 'not reachable';
  /** The row scrolled to (1-based, in the list as filtered by its first tab). */
  row: number;
  ms?: number;
  /** The row seen there: its aria-rowindex - 1 (window), or its place at the scroller's top. */
  seen?: number;
  note?: string;
}

interface Sample {
  code: Code;
  size: number;
  list: string;
  firstRowMs: number;
  apiBytes: number;
  apiRequests: number;
  heapBytes: number;
  searchMs: number;
  scroll?: Scroll;
}

/** What the bench's page script (`pageHelpers`) puts on each page. */
interface BenchHelpers {
  /** Drawn rows that hold data: not pending placeholders, with text. */
  rows(): HTMLElement[];
  /** Resolves with performance.now() once `check` holds, checked at each DOM change and frame. */
  until(check: () => boolean, timeoutMs: number): Promise<number>;
  firstRow: Promise<number>;
  search?: Promise<number>;
}

declare global {
  interface Window {
    __bench: BenchHelpers;
  }
}

/** Runs in every page before its own scripts. */
function pageHelpers(timeoutMs: number) {
  const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';
  const rows = () =>
    [...document.querySelectorAll<HTMLElement>('.ant-table-row:not(.list-row-pending)')].filter(
      (row) => (row.textContent ?? '').trim() !== '',
    );
  const until = (check: () => boolean, limit: number) =>
    new Promise<number>((resolve, reject) => {
      let done = false;
      const finish = (settle: () => void) => {
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        settle();
      };
      const test = () => {
        if (done) return;
        if (document.body?.textContent?.includes(ERROR_TEXT)) {
          finish(() => reject(new Error(`error page at ${location.pathname}`)));
        } else if (check()) {
          const at = performance.now();
          finish(() => resolve(at));
        }
      };
      const observer = new MutationObserver(test);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      const frame = () => {
        test();
        if (!done) requestAnimationFrame(frame);
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`not after ${limit} ms at ${location.pathname}`))),
        limit,
      );
      frame();
    });
  const firstRow = until(() => rows().length > 0, timeoutMs);
  // Read later; a failure is reported when it is.
  firstRow.catch(() => {});
  window.__bench = { rows, until, firstRow };
}

/** The API's responses a page asks for, by request, with their decoded bytes. */
function recordApi(cdp: CDPSession, apiOrigin: string) {
  const requests = new Map<string, { bytes: number; done: boolean }>();
  const waiters = new Set<() => void>();
  const settle = (requestId: string) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.done = true;
    for (const wake of waiters) wake();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith(apiOrigin) && !requests.has(requestId)) {
      requests.set(requestId, { bytes: 0, done: false });
    }
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => settle(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  return {
    /** The requests made so far, once all of them have ended: their count and decoded bytes. */
    async settled() {
      const mine = [...requests.values()];
      while (mine.some((request) => !request.done)) {
        await new Promise<void>((resolve) => {
          waiters.add(resolve);
          setTimeout(resolve, 1000);
        });
        waiters.clear();
      }
      return { count: mine.length, bytes: mine.reduce((sum, request) => sum + request.bytes, 0) };
    },
  };
}

/** Scrolls the list to about row `wanted` and times the rows drawn there. */
async function scrollToRow([wanted, timeoutMs]: readonly [number, number]): Promise<Scroll> {
  const bench = window.__bench;
  const sample = bench.rows()[0];
  if (!sample) return { mode: 'not reachable', row: wanted, note: 'no row drawn' };
  const rowHeight = sample.getBoundingClientRect().height;
  const inView = (row: HTMLElement, box: { top: number; bottom: number }) => {
    const rect = row.getBoundingClientRect();
    return rect.bottom > box.top && rect.top < box.bottom;
  };
  const table = document.querySelector('table[aria-rowcount]');
  if (table) {
    const total = Number(table.getAttribute('aria-rowcount')) - 1;
    const row = Math.max(1, Math.min(wanted, total - Math.ceil(innerHeight / rowHeight)));
    const body = table.querySelector('tbody') ?? table;
    // Where the table lays row `row` out: its body holds every row (drawn ones and spacers), so
    // a row's place is its share of the body, as a scrollbar dragged there would find it.
    const box = body.getBoundingClientRect();
    const top = box.top + scrollY + ((row - 1) / total) * box.height;
    const near = (el: HTMLElement) =>
      Math.abs(Number(el.getAttribute('aria-rowindex')) - (row + 1)) <= 30 &&
      inView(el, { top: 0, bottom: innerHeight });
    window.scrollTo({ top, behavior: 'instant' });
    const start = performance.now();
    const at = await bench.until(() => bench.rows().some(near), timeoutMs);
    const seen = bench.rows().find(near);
    return {
      mode: 'window',
      row,
      ms: at - start,
      seen: Number(seen?.getAttribute('aria-rowindex')) - 1,
    };
  }
  const holder = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
  if (holder) {
    // antd's virtual rows carry no index: read the one antd's row component got (its React props).
    const indexOf = (el: HTMLElement) => {
      const key = Object.keys(el).find((name) => name.startsWith('__reactFiber$'));
      type Fiber = { memoizedProps?: { index?: unknown; rowKey?: unknown }; return?: Fiber };
      let fiber = key ? (el as unknown as Record<string, Fiber>)[key] : undefined;
      for (; fiber; fiber = fiber.return) {
        const props = fiber.memoizedProps;
        if (typeof props?.index === 'number' && props.rowKey !== undefined) return props.index + 1;
      }
      return undefined;
    };
    const box = holder.getBoundingClientRect();
    const topRow = () =>
      bench
        .rows()
        .filter((el) => el.getBoundingClientRect().bottom > box.top + 1)
        .map(indexOf)
        .find((index) => index !== undefined);
    // The rows of the active tab, as its label counts them ('Activos (1.600)'), else as many as
    // the scroller's height holds at the first row's height.
    const label = document.querySelector('.ant-tabs-tab-active')?.textContent ?? '';
    const counted = /\(([\d.]+)\)/.exec(label)?.[1];
    const total = counted
      ? Number(counted.replaceAll('.', ''))
      : Math.round(holder.scrollHeight / rowHeight);
    const row = Math.max(1, Math.min(wanted, total - Math.ceil(holder.clientHeight / rowHeight)));
    // The scroller sizes rows it has not drawn at an estimate, so a jump may land off the row:
    // each jump moves by the rows still missing, at the scroller's mean height per row.
    let ms = 0;
    let seen = topRow() ?? 1;
    let jumps = 0;
    for (; jumps < 6 && Math.abs(seen - row) > 30; jumps += 1) {
      const before = new Set(bench.rows().map((el) => el.dataset.rowKey));
      const perRow = holder.scrollHeight / total;
      holder.scrollTop += (row - seen) * perRow;
      const start = performance.now();
      const at = await bench.until(
        () => bench.rows().some((el) => inView(el, box) && !before.has(el.dataset.rowKey)),
        timeoutMs,
      );
      ms = at - start;
      seen = topRow() ?? seen;
    }
    const page = document.documentElement.scrollHeight;
    return {
      mode: 'inner scroller',
      row,
      ms,
      seen,
      note: `antd virtual table, its own ${Math.round(box.height)} px scroller (${total} rows; page ${page} px tall, out of window.scrollTo's reach); ms of the last of ${jumps} jump(s) of its scrollTop`,
    };
  }
  const drawn = bench.rows().length;
  return {
    mode: 'not reachable',
    row: wanted,
    note: `${drawn} rows drawn, page ${document.documentElement.scrollHeight} px tall, no scroller`,
  };
}

/** Back to the top of the list, its first rows drawn. */
async function scrollHome(timeoutMs: number): Promise<void> {
  const bench = window.__bench;
  window.scrollTo({ top: 0, behavior: 'instant' });
  const holder = document.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
  if (holder) holder.scrollTop = 0;
  await bench.until(
    () =>
      bench.rows().some((row) => {
        const rect = row.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < innerHeight;
      }),
    timeoutMs,
  );
}

/** Arms the search's clock: from the query's input event to other rows, all holding `query`. */
function armSearch([query, timeoutMs]: [string, number]) {
  const bench = window.__bench;
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const keys = () =>
    bench
      .rows()
      .map((row) => row.dataset.rowKey)
      .join(',');
  const before = keys();
  let start: number | undefined;
  document.addEventListener(
    'input',
    (event) => {
      start = event.timeStamp;
    },
    { capture: true, once: true },
  );
  bench.search = bench
    .until(() => {
      if (start === undefined) return false;
      const rows = bench.rows();
      return (
        rows.length > 0 &&
        keys() !== before &&
        rows.every((row) => plain(row.textContent ?? '').includes(plain(query)))
      );
    }, timeoutMs)
    .then((at) => at - (start ?? at));
  bench.search.catch(() => {});
}

interface Served {
  code: Code;
  shell: string;
  api: string;
  session: string;
  close: () => Promise<unknown>;
}

/** One code's API on a copy of `dbFile` and its builds (`tree`), on free ports. */
async function serve(code: Code, tree: string, dbFile: string): Promise<Served> {
  const copy = path.join(WORK, `run-${code}.json`);
  await copyFile(dbFile, copy);
  const ports = await freePorts(APPS.length + 1);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [i, app] of APPS.entries()) env[app.portEnv] = String(ports[i]);
  const apiPort = ports[APPS.length];
  const api = await startApi(path.join(tree, 'mock-api'), copy, {
    PORT: String(apiPort),
    CORS_ORIGINS: appOrigins(env),
  });
  env.API_BASE_URL = `http://localhost:${apiPort}`;
  const apps = await serveApps({ env, tree }).catch(async (error) => {
    await stopApi(api.child);
    throw error;
  });
  const response = await fetch(`${env.API_BASE_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok) throw new Error(`${code}: POST /auth/login: ${response.status}`);
  const { token, user, role, roles, permissions, mustChangePassword } =
    (await response.json()) as Record<string, unknown>;
  return {
    code,
    shell: `http://localhost:${apps.env.SHELL_PORT}`,
    api: env.API_BASE_URL,
    session: JSON.stringify({ token, user, role, roles, permissions, mustChangePassword }),
    close: async () => {
      await apps.close();
      await stopApi(api.child);
      await rm(copy, { force: true });
    },
  };
}

/** One cold visit of `list`: its first view, heap, scroll and search. */
async function measure(
  browser: Browser,
  served: Served,
  list: List,
  size: number,
): Promise<Sample> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
  try {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      SESSION_KEY,
      served.session,
    ] as const);
    // tsx keeps functions' names with a `__name` helper the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await context.addInitScript(pageHelpers, TIMEOUT_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const api = recordApi(cdp, served.api);
    await page.goto(`${served.shell}${list.path}`, { waitUntil: 'commit' });
    const firstRowMs = await page.evaluate(() => window.__bench.firstRow);
    const firstView = await api.settled();
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    let scroll: Scroll | undefined;
    if (list.scroll && size > 0) {
      // A scroll that never reaches its row is a figure too ('not reachable'), not the end of the run.
      scroll = await page
        .evaluate(scrollToRow, [SCROLL_ROW, SCROLL_TIMEOUT_MS] as const)
        .catch((error: Error) => ({
          mode: 'not reachable' as const,
          row: SCROLL_ROW,
          note: `no row drawn there within ${SCROLL_TIMEOUT_MS / 1000} s (${error.message.split('\n')[0]})`,
        }));
      await page.evaluate(scrollHome, TIMEOUT_MS);
    }
    await page.evaluate(armSearch, [list.query, TIMEOUT_MS] as [string, number]);
    await page.locator('main input[placeholder^="Buscar por nombre"]').first().fill(list.query);
    const searchMs = await page.evaluate(() => window.__bench.search);
    if (searchMs === undefined) throw new Error('search not armed');
    return {
      code: served.code,
      size,
      list: list.id,
      firstRowMs,
      apiBytes: firstView.bytes,
      apiRequests: firstView.count,
      heapBytes: usedSize,
      searchMs,
      scroll,
    };
  } finally {
    await context.close();
  }
}

/** The base ref's apps built, kept between runs of the same ref. */
async function baseTree(): Promise<string> {
  const dir = path.join(WORK, 'base');
  const stamp = path.join(WORK, 'base-ref');
  const built = await readFile(stamp, 'utf8').catch(() => '');
  if (built === BASE_REF && process.env.BENCH_REBUILD !== '1') {
    console.log(`> today's builds of ${BASE_REF} kept in ${dir}`);
    return dir;
  }
  await rm(stamp, { force: true });
  await prepareBase(dir, BASE_REF);
  await buildCheckout(dir);
  await writeFile(stamp, BASE_REF);
  return dir;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const sizeName = (size: number) => (size === 0 ? 'seed' : size.toLocaleString('en-US'));

/** The median figures of one list, size and code. */
function summary(samples: Sample[]) {
  const pick = (key: 'firstRowMs' | 'apiBytes' | 'heapBytes' | 'searchMs') =>
    median(samples.map((sample) => sample[key]));
  const scrolls = samples.map((sample) => sample.scroll).filter((s): s is Scroll => Boolean(s));
  const timed = scrolls.filter((s) => s.ms !== undefined);
  const scroll = scrolls[0]
    ? {
        ...scrolls[0],
        ms: timed.length ? median(timed.map((s) => s.ms ?? 0)) : undefined,
      }
    : undefined;
  return {
    firstRowMs: pick('firstRowMs'),
    apiBytes: pick('apiBytes'),
    heapBytes: pick('heapBytes'),
    searchMs: pick('searchMs'),
    scroll,
  };
}

function print(samples: Sample[]) {
  for (const list of LISTS) {
    const of = (code: Code, size: number) =>
      summary(samples.filter((s) => s.list === list.id && s.code === code && s.size === size));
    const ratio = (value: number, seed: number, size: number) =>
      size === 0 || seed === 0 ? '' : ` (${(value / seed).toFixed(2)}×)`;
    const rows = SIZES.flatMap((size) =>
      (['today', 'now'] as const).map((code) => {
        const figures = of(code, size);
        const seed = of(code, 0);
        const scroll = figures.scroll;
        return [
          sizeName(size),
          code,
          `${figures.firstRowMs.toFixed(0)}${ratio(figures.firstRowMs, seed.firstRowMs, size)}`,
          kb(figures.apiBytes),
          `${(figures.heapBytes / 1e6).toFixed(1)} MB${ratio(figures.heapBytes, seed.heapBytes, size)}`,
          `${figures.searchMs.toFixed(0)}${ratio(figures.searchMs, seed.searchMs, size)}`,
          scroll
            ? `${scroll.mode}: row ${scroll.row}${scroll.ms === undefined ? '' : ` in ${scroll.ms.toFixed(0)} ms`}${scroll.seen ? ` (saw ${scroll.seen})` : ''}`
            : '',
        ];
      }),
    );
    const head = ['rows', 'code', 'first row ms', 'API decoded', 'heap', 'search ms', 'scroll'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const line = (cells: string[]) =>
      `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    console.log(`\n${list.id} (${list.path}, search '${list.query}')`);
    console.log(line(head));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
  }
  const notes = new Set(
    samples.flatMap((s) => (s.scroll?.note ? [`${s.code} ${s.list}: ${s.scroll.note}`] : [])),
  );
  for (const note of notes) console.log(`  ${note}`);
}

/** Issue 47's targets for the pages, on this tree's figures at the largest size measured. */
function verdict(samples: Sample[]) {
  const largest = Math.max(...SIZES);
  if (largest === 0) return;
  console.log(`\nIssue 47's targets, now, at ${sizeName(largest)} rows:`);
  const said = (ok: boolean) => (ok ? 'met' : 'MISSED');
  for (const list of LISTS) {
    const mine = samples.filter((s) => s.list === list.id && s.code === 'now');
    const at = (size: number) => summary(mine.filter((s) => s.size === size));
    const [seed, big] = [at(0), at(largest)];
    const first = big.firstRowMs / seed.firstRowMs;
    const bytes = Math.max(...mine.map((s) => s.apiBytes));
    const search = big.searchMs / seed.searchMs;
    const heap = big.heapBytes / seed.heapBytes;
    const checks = [
      `first row ≤ 1.15× seed: ${said(first <= 1.15)} (${first.toFixed(2)}×${seed.firstRowMs < 500 ? `, ${big.firstRowMs.toFixed(0)} ms ≤ 500: ${said(big.firstRowMs <= 500)}` : ''})`,
      `API bytes ≤ 200 KB: ${said(bytes <= 200_000)} (${kb(bytes)})`,
      `search ≤ 1.2× seed: ${said(search <= 1.2)} (${search.toFixed(2)}×)`,
      `heap ≤ 1.3× seed: ${said(heap <= 1.3)} (${heap.toFixed(2)}×)`,
    ];
    if (big.scroll) {
      const ok = big.scroll.mode === 'window' && (big.scroll.ms ?? Infinity) <= 300;
      checks.push(
        `rows within 300 ms of scrolling to row ${big.scroll.row}: ${said(ok)} (${big.scroll.mode === 'window' ? '' : 'not by the window: '}${big.scroll.mode}${big.scroll.ms === undefined ? '' : `, ${big.scroll.ms.toFixed(0)} ms`})`,
      );
    }
    console.log(`  ${list.id}: ${checks.join('; ')}`);
  }
}

console.log(
  `bench:lists-web on ${availableParallelism()} cores (load ${loadAverage()}): today = ${BASE_REF}, rows per list: ${SIZES.map(sizeName).join(', ')}, ${RUNS} run(s), lists ${LISTS.map((l) => l.id).join(', ')}`,
);
await mkdir(WORK, { recursive: true });
await buildApps();
const base = await baseTree();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const version = browser.version();
const samples: Sample[] = [];
try {
  for (const size of SIZES) {
    const dbFile = await grownFile(size, WORK);
    const servers: Served[] = [];
    try {
      servers.push(await serve('today', base, dbFile));
      servers.push(await serve('now', ROOT, dbFile));
      for (let run = 0; run < RUNS; run += 1) {
        for (const list of LISTS) {
          for (const served of servers) samples.push(await measure(browser, served, list, size));
        }
      }
      console.log(`  ${sizeName(size)} rows: done (load ${loadAverage()})`);
      // What is measured so far survives a later size that fails.
      await writeFile(path.join(WORK, 'partial.json'), JSON.stringify(samples, null, 2));
    } finally {
      for (const served of servers) await served.close();
      await rm(dbFile, { force: true });
    }
  }
} finally {
  await browser.close();
}
console.log(`\nChromium ${version}; load average at the end: ${loadAverage()}`);
print(samples);
verdict(samples);
const out = path.join(ROOT, 'mock-api', '.bench', 'lists-web.json');
await writeFile(
  out,
  JSON.stringify({ base: BASE_REF, chromium: version, load: loadAverage(), samples }, null, 2),
);
console.log(`\n(${path.relative(ROOT, out)})`);
