// Starts the shell: renders at once (the public pages need no remote), while /remotes.json is read
// in the background; the API client and the private layout wait for it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from 'shared-ui/session';
import { ConfigProvider, esES } from './antd-public';
import { loadRegistry } from './remotes/registry';
import './remotes/sharedEntries';
import { createAppRouter } from './router';

// shared-ui/session is a singleton: this one call points every remote's API calls too.
configureApi(loadRegistry().then(({ apiBaseUrl }) => ({ baseURL: apiBaseUrl })));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    {/* antd's App context (message, modal) comes with AppProviders in the private layout. */}
    <ConfigProvider locale={esES}>
      <RouterProvider router={createAppRouter()} />
    </ConfigProvider>
  </StrictMode>,
);
