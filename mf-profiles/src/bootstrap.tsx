// Standalone dev mount: mf-profiles on its own, at the same URLs as in the shell. Not used when federated.
import { App, ConfigProvider } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import routes from './routes';

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/perfiles-roles/informacion-de-cuenta" replace /> },
  ...routes,
]);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={esES}>
      <App>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </App>
    </ConfigProvider>
  </StrictMode>,
);
