// Once the first private page is up, the shell's own other pages are fetched while the browser is
// idle, so moving to them later costs a render and no download. So are the files of the whole
// shared antd that every remote imports (the shell's own pages take antd per component), fetched
// into the cache but not run: running it is one long task, left for the first sign that the user
// is heading somewhere (`loadSharedAntd` on the menu, or an area's own intent preloading). The
// first visit to an area then fetches only the area. Never a remote: those load on intent only
// (hover, focus, touch or the visit itself).
import { SHARED_LIBRARIES } from '../remotes/sharedEntries';

let started = false;

const SHELL_PAGES = [
  () => import('../pages/dashboard/DashboardPage'),
  () => import('./NoInformationPage'),
  () => import('../pages/errors/NotFoundPage'),
  () => import('../pages/errors/ErrorPage'),
];

interface SharedManifestEntry {
  name: string;
  assets?: { js?: { sync?: string[]; async?: string[] } };
}

/** The shared antd's files, as the shell's mf-manifest.json lists them, as `prefetch` hints. */
async function prefetchSharedAntdFiles(): Promise<void> {
  const response = await fetch('/mf-manifest.json');
  if (!response.ok) return;
  const manifest = (await response.json()) as {
    metaData?: { publicPath?: string };
    shared?: SharedManifestEntry[];
  };
  const antd = manifest.shared?.find((entry) => entry.name === 'antd');
  const base = new URL(manifest.metaData?.publicPath ?? '/', window.location.href);
  for (const file of [...(antd?.assets?.js?.sync ?? []), ...(antd?.assets?.js?.async ?? [])]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = new URL(file, base).href;
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
    for (const load of SHELL_PAGES) load().catch(() => undefined);
    prefetchSharedAntdFiles().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
}
