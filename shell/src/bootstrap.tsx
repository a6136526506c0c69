// Starts the shell: reads /remotes.json, registers the remotes, points the API client, renders once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { configureApi } from 'shared-ui/session';
import { App, ConfigProvider, esES } from './antd-public';
import { registerRemoteEntries } from './remotes/registry';
import './remotes/sharedEntries';
import { loadRuntimeConfig } from './remotes/runtimeConfig';
import { router } from './router';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteEntries(config.remotes);
  // shared-ui is a singleton: this one call points every remote's API calls too.
  if (config.apiBaseUrl) configureApi({ baseURL: config.apiBaseUrl });
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <ConfigProvider locale={esES}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </StrictMode>,
  );
}

void start();
