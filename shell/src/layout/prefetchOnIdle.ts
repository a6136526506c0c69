// Once the first private page's downloads are over, the browser fetches while idle the shell's
// other pages and antd's whole stylesheet, then each library the shell shares that the page has not
// loaded (Module Federation's `loadShare`: the shell's copy's files, none of its modules run).
// Running the whole antd is one long task, left for a sign of intent (`loadSharedAntd` on the
// menu, or an area's preloading). Never a remote: those load on intent only.
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { whenIdle } from '../idle';
import { SHARED_LIBRARIES } from '../remotes/sharedEntries';
import { IDLE_PREFETCH_MARK } from './idleMark';

/** The shell's other pages, and antd's whole stylesheet. */
const ON_IDLE = [
  () => import('../pages/dashboard/DashboardPage'),
  () => import('./NoInformationPage'),
  () => import('../pages/errors/NotFoundPage'),
  () => import('../pages/errors/ErrorPage'),
  () => import('antd-static-css/full.css'),
];

/** Calls `run` once no response has come for a second and the browser is idle: a phone on a slow
 * link gives the page's own code and data its whole bandwidth first. */
function whenQuiet(run: () => void): void {
  let timer = 0;
  const wait = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      observer.disconnect();
      whenIdle(run, 4000);
    }, 1000);
  };
  const observer = new PerformanceObserver(wait);
  observer.observe({ type: 'resource' });
  wait();
}

/** Runs the shared antd (from the cache once fetched); safe to call on every intent. */
export function loadSharedAntd(): void {
  SHARED_LIBRARIES.antd().catch(() => undefined);
}

/** The prefetch of `pages` (the shell's, by default), run once however often it is called. */
export function idlePrefetch(pages: readonly (() => Promise<unknown>)[] = ON_IDLE): () => void {
  let started = false;
  return () => {
    if (started || typeof window === 'undefined') return;
    started = true;
    prefetch(pages);
  };
}

export const prefetchShellPagesOnIdle = idlePrefetch();

function prefetch(loads: readonly (() => Promise<unknown>)[]): void {
  whenQuiet(() => {
    const pages = loads.map((load) => load().catch(() => undefined));
    // The libraries once those are in: their scripts (antd's, 0.5 MB) compiled while antd's
    // stylesheet was parsed made that parse's long task two to five times as long on two cores.
    Promise.all(pages).then(() =>
      whenIdle(() => {
        // A library the page has loaded resolves at once, without a request.
        for (const name of Object.keys(getInstance()?.options.shared ?? {})) {
          loadShare(name).catch(() => undefined);
        }
        // Everything is asked for: a mark in the page's timeline (profiles, and the e2e run, see it).
        performance.mark(IDLE_PREFETCH_MARK);
      }),
    );
  });
}
