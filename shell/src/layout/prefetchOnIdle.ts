// Once the first private page is up and its own downloads are over, the shell's own other pages
// are fetched while the browser is idle, so moving to them later costs a render and no download;
// so are the styles of every antd component, which areas use (the layout comes with its own
// components' only). So are the files of the libraries areas take from the shell, the whole
// shared antd above all (the shell's own pages take antd per component), fetched into the cache
// but not run: running antd is one long task, left for the first sign that the user is heading
// somewhere (`loadSharedAntd` on the menu, or an area's own intent preloading). The first visit
// to an area then fetches only the area. Never a remote: those load on intent only (hover, focus,
// touch or the visit itself).
import { whenIdle } from '../idle';
import { SHARED_LIBRARIES } from '../remotes/sharedEntries';

let started = false;

/** The shell's other pages, and antd's whole stylesheet. */
const ON_IDLE = [
  () => import('../pages/dashboard/DashboardPage'),
  () => import('./NoInformationPage'),
  () => import('../pages/errors/NotFoundPage'),
  () => import('../pages/errors/ErrorPage'),
  () => import('antd-static-css/full.css'),
];

/** How long the page must have received nothing before prefetching starts. */
const QUIET_MS = 1000;

/**
 * Calls `run` once no response has arrived for QUIET_MS, then the browser is idle: a phone on a
 * slow link gives the page's own code and data its whole bandwidth first.
 */
function whenQuiet(run: () => void): void {
  const idle = () => whenIdle(run, 4000);
  if (typeof PerformanceObserver === 'undefined') {
    setTimeout(idle, 2 * QUIET_MS);
    return;
  }
  let timer = setTimeout(done, QUIET_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, QUIET_MS);
  });
  observer.observe({ type: 'resource' });
  function done() {
    observer.disconnect();
    idle();
  }
}

interface SharedManifestEntry {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

/**
 * The libraries every area takes from the shell that the shell's own pages do not load (the
 * others, React, the router, axios, dayjs, the session..., a private page has already run).
 */
const AREA_LIBRARIES = new Set(['antd', 'formik', 'yup', 'shared-ui/schemas', 'shared-ui/pricing']);

/**
 * The files of AREA_LIBRARIES, as the shell's mf-manifest.json lists them, as `prefetch` hints:
 * an area's first visit then fetches only the area's own code. Files already loaded are left out.
 */
async function prefetchSharedFiles(): Promise<void> {
  const response = await fetch('/mf-manifest.json');
  if (!response.ok) return;
  const manifest = (await response.json()) as {
    metaData?: { publicPath?: string };
    shared?: SharedManifestEntry[];
  };
  const base = new URL(manifest.metaData?.publicPath ?? '/', window.location.href);
  const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  const files = new Set(
    (manifest.shared ?? [])
      .filter(({ name }) => AREA_LIBRARIES.has(name))
      .flatMap(({ assets }) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])]),
  );
  for (const file of files) {
    const href = new URL(file, base).href;
    if (loaded.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}

/** Runs the shared antd (from the cache once prefetched); safe to call on every intent. */
export function loadSharedAntd(): void {
  SHARED_LIBRARIES.antd().catch(() => undefined);
}

export function prefetchShellPagesOnIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const run = () => {
    for (const load of ON_IDLE) load().catch(() => undefined);
    prefetchSharedFiles().catch(() => undefined);
  };
  whenQuiet(run);
}
