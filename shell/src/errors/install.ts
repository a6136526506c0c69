// The reporter as the page runs it: reports go to the API through the one API client, areas and
// releases come from the remote host (its registry, the runtime's releases, the router). Installed
// by the private layout and the error page, or by the first error the page meets (early.ts), and
// given the host as soon as one of them has it.
import { remoteFor } from 'federation-contract';
import type { ClientErrorReport } from 'shared-ui/schemas';
import {
  type ApiError,
  getToken,
  http,
  onLoadFailure,
  reportError,
  setErrorReporter,
  useConnectionStore,
} from 'shared-ui/session';
import type { RemoteHost } from '../remotes/host';
import { shellRelease } from './release';
import { createReporter, type SendResult } from './reporter';
import { isExtensionUrl, scrubPath, stackUrls, thrownByExtension } from './scrub';

const send = async (report: ClientErrorReport): Promise<SendResult> => {
  try {
    await http.post('/client-errors', report, { silent: true });
    return 'sent';
  } catch (error) {
    return (error as ApiError).status === null ? 'unreachable' : 'refused';
  }
};

/** What the reports read of the remotes: the page's host, once the page has one. */
type Source = Pick<RemoteHost, 'router' | 'loaded' | 'loadedRelease' | 'registeredEntries'>;
let source: Source | undefined;

/** The route on screen as its pattern ('/area/editar/:id'), else its pathname, ids hidden. */
function location() {
  const state = source?.router?.state;
  const pathname = state?.location.pathname ?? window.location.pathname;
  const pattern = (state?.matches ?? [])
    .map(({ route }) => route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
  return { pathname, route: pattern ? `/${pattern.replace(/^\//, '')}` : scrubPath(pathname) };
}

/** Where each remote's files come from in this tab: its entry's folder, this tab's and the registry's. */
function remoteBases(): [string, string][] {
  const bases: [string, string][] = [];
  const add = (name: string, entry: string) => {
    try {
      bases.push([name, new URL('.', entry).href]);
    } catch {
      // Not a URL: nothing of the stack can match it.
    }
  };
  for (const [name, entry] of source?.registeredEntries() ?? []) add(name, entry);
  for (const [name, remote] of Object.entries(source?.loaded()?.remotes ?? {}))
    add(name, remote.entry);
  return bases;
}

/** The remote whose files the stack runs in (its top frame first), else the page's owner, else the shell. */
function areaOf(stack: string, pathname: string): string {
  const bases = remoteBases();
  for (const url of stackUrls(stack)) {
    const found = bases.find(([, base]) => url.startsWith(base));
    if (found) return found[0];
  }
  return remoteFor(pathname, source?.loaded())?.[0] ?? 'shell';
}

function releaseOf(area: string): string | null {
  if (area === 'shell') return shellRelease();
  return source?.loadedRelease(area) ?? source?.loaded()?.remotes[area]?.release ?? null;
}

let installed = false;

/** Makes the shell's reporter the page's (shared-ui's reportError), once; `host` tells it the areas. */
export function installReporter(host?: Source): void {
  if (host) source = host;
  if (installed) return;
  installed = true;
  const reporter = createReporter({
    send,
    signedIn: () => Boolean(getToken()),
    location,
    areaOf,
    releaseOf,
  });
  setErrorReporter(reporter.report);
  // A page's data that could not be loaded (a 5xx, or no answer), whether or not it shows the
  // error page: that page, if it does, shows the same code (the same error object).
  onLoadFailure((error, { method, url }) => {
    const answer = error.status === null ? 'sin respuesta' : `HTTP ${error.status}`;
    reportError(error, 'data', { message: `${method} ${scrubPath(url)}: ${answer}` });
  });
  // Reports that found no server go when it answers again.
  useConnectionStore.subscribe((state, previous) => {
    if (previous.unreachable && !state.unreachable) reporter.retry();
  });
}

/** Noise, or what the page already shows and handles: not reported. */
function isNoise(error: unknown, message: string): boolean {
  if (/ResizeObserver loop/.test(message)) return true;
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack === 'string' && thrownByExtension(stack)) return true;
  if (typeof error === 'object' && error !== null) {
    const { name, status } = error as { name?: unknown; status?: unknown };
    // A cancelled request; an API answer the page shows (a refused form).
    if (name === 'AbortError' || name === 'CanceledError') return true;
    if (name === 'ApiError' && typeof status === 'number' && status < 500) return true;
  }
  return false;
}

/** An error or a rejection nobody handled, from the window's events. */
export function reportWindowEvent(event: Event): void {
  installReporter();
  if (event.type === 'unhandledrejection') {
    const { reason } = event as PromiseRejectionEvent;
    if (!isNoise(reason, String((reason as { message?: unknown })?.message ?? reason))) {
      reportError(reason, 'runtime');
    }
    return;
  }
  const { error, message, filename } = event as ErrorEvent;
  // A script of another origin loaded without CORS: the browser tells nothing of it.
  if (!error && !filename && /^Script error\.?$/.test(message)) return;
  if (isExtensionUrl(filename ?? '')) return;
  if (isNoise(error, message)) return;
  reportError(error ?? message, 'runtime');
}
