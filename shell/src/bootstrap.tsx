// Starts the shell: reads /remotes.json, registers the remotes, points the API client, renders once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from 'shared-ui/session';
import { ConfigProvider, esES } from './antd-public';
import { registerRemoteEntries } from './remotes/registry';
import './remotes/sharedEntries';
import { loadRuntimeConfig } from './remotes/runtimeConfig';
import { createAppRouter } from './router';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteEntries(config.remotes);
  // shared-ui/session is a singleton: this one call points every remote's API calls too.
  if (config.apiBaseUrl) configureApi({ baseURL: config.apiBaseUrl });
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      {/* antd's App context (message, modal) comes with AppProviders in the private layout. */}
      <ConfigProvider locale={esES}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </StrictMode>,
  );
}

void start();
