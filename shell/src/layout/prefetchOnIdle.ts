// Once the first private page is up, the shell's own other pages are fetched while the browser is
// idle, so moving to them later costs a render and no download. So is the whole shared antd that
// every remote imports (the shell's own pages take antd per component): the first visit to an area
// then fetches only the area. Never a remote: those load on intent only (hover, focus, touch or
// the visit itself).
import { SHARED_LIBRARIES } from '../remotes/sharedEntries';

let started = false;

const SHELL_PAGES = [
  () => import('../pages/dashboard/DashboardPage'),
  () => import('./NoInformationPage'),
  () => import('../pages/errors/NotFoundPage'),
  () => import('../pages/errors/ErrorPage'),
  SHARED_LIBRARIES.antd,
];

export function prefetchShellPagesOnIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const run = () => {
    for (const load of SHELL_PAGES) load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
}
