// Starts the shell: renders at once (the public pages need no remote), while /remotes.json is read
// in the background; the API client and the private layout wait for it.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from 'shared-ui/session';
import { ConfigProvider, esES } from './antd-public';
import { loadRegistry } from './remotes/registry';
import './remotes/sharedEntries';
import { createAppRouter } from './router';

// shared-ui/session is a singleton: this one call points every remote's API calls too.
configureApi(loadRegistry().then(({ apiBaseUrl }) => ({ baseURL: apiBaseUrl })));

// antd's static CSS (antd-static-css) instead of styles generated on every first render.
const ZERO_RUNTIME = { zeroRuntime: true };

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);
// A transition: React renders the first page in slices of a few milliseconds, so the phone can
// still take a tap or a keystroke while the page is built.
startTransition(() => {
  root.render(
    <StrictMode>
      {/* antd's App context (message, modal) comes with AppProviders in the private layout. */}
      <ConfigProvider locale={esES} theme={ZERO_RUNTIME}>
        <RouterProvider router={createAppRouter()} />
      </ConfigProvider>
    </StrictMode>,
  );
});
