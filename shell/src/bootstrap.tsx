// Starts the shell: creates its remote host and its router, and renders at once (the public pages
// need no remote), while /remotes.json is read in the background; the API client and the private
// layout wait for it.
import { StrictMode, startTransition, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi, useThemeMode } from 'shared-ui/session';
import { ConfigProvider, esES } from './antd-public';
import { errorReportsPlugin } from './errors/plugin';
import { accessPlugin } from './remotes/access';
import { moduleFederation } from './remotes/federation';
import { RemoteHost } from './remotes/host';
import { RemoteHostProvider } from './remotes/hostContext';
import { Notices } from './remotes/Notices';
import { installConsoleApi, overridesPlugin } from './remotes/overrides';
import './remotes/sharedEntries';
import { rootTheme } from './rootTheme';
import { createAppRouter } from './router';

/** Starts the page; `registryResponse` is the request for /remotes.json the entry started. */
export function start(registryResponse: Promise<Response>): void {
  const host = new RemoteHost({
    runtime: moduleFederation,
    // The overrides first: the session's permissions apply to a developer's description too.
    plugins: [overridesPlugin(), accessPlugin(), errorReportsPlugin()],
    response: registryResponse,
  });
  // shared-ui/session is a singleton: this one call points every remote's API calls too.
  configureApi(host.load().then(({ apiBaseUrl }) => ({ baseURL: apiBaseUrl })));

  const router = createAppRouter(host);

  // `backoffice.override('products', 'http://localhost:3002')` in the console (docs/federation.md).
  installConsoleApi(() => Object.keys(host.registry().remotes));

  // The theme of the mode for every page: antd's design tokens are computed here once per mode.
  // The private layout's AppProviders inherits it (and adds antd's App context).
  function Root() {
    const mode = useThemeMode();
    const theme = useMemo(() => rootTheme(mode), [mode]);
    return (
      <RemoteHostProvider host={host}>
        <ConfigProvider locale={esES} theme={theme}>
          <RouterProvider router={router} />
          <Notices router={router} />
        </ConfigProvider>
      </RemoteHostProvider>
    );
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds, so the phone can
  // still take a tap or a keystroke while the page is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Root />
      </StrictMode>,
    );
  });
}
