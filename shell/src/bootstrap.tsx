// Starts the shell: reads /remotes.json, registers the remotes, then renders the router once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App, ConfigProvider, esES } from './antd-public';
import { registerRemoteEntries } from './remotes/registry';
import { loadRuntimeConfig } from './remotes/runtimeConfig';
import { router } from './router';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteEntries(config.remotes);
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
