// Test helpers for the shell's pages: a memory router inside the app providers, a sample session and
// registry, and the API client's calls answered per URL (the client is real; only the network is replaced).
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { api, ApiError, useSessionStore, useWalletStore } from 'shared-ui/session';
import { PERMISSIONS } from 'shared-ui/permissions';
import type { LoginResponse } from 'shared-ui/types';
import { vi } from 'vitest';
import type { RemoteRegistry } from 'federation-contract';
import { moduleFederation } from '../remotes/federation';
import { RemoteHost, type RemoteHostPlugin } from '../remotes/host';
import { RemoteHostProvider } from '../remotes/hostContext';
import { SAMPLE_REGISTRY } from './sampleRegistry';

export const SAMPLE_LOGIN: LoginResponse = {
  token: 'token-de-prueba-0123456789',
  role: 'client',
  roles: ['Administrativo'],
  permissions: [...PERMISSIONS],
  mustChangePassword: false,
  user: {
    id: 1,
    firstName: 'Carolina',
    lastName: 'Méndez',
    client_id: 7,
    email: 'carolina@conecta.com.ve',
    mobile: '4141234567',
    company: 'Conecta',
    locations: ['Caracas'],
    client_city: { name: 'Caracas', country: { name: 'Venezuela' } },
    client_locations: [{ address: 'Av. Principal' }],
    labor_data: { email: 'carolina@conecta.com.ve', post: 'Gerente', group: 'Ventas', phone: '' },
  },
};

/** A host of the test's own, with `registry` read already (the sample one by default). */
export function testHost(
  registry: RemoteRegistry = SAMPLE_REGISTRY,
  plugins: RemoteHostPlugin[] = [],
): RemoteHost {
  const host = new RemoteHost({ runtime: moduleFederation, plugins });
  host.install(registry);
  return host;
}

/** A clean page: no stored session (or the sample one), no balance. */
export function resetSession(signedIn: boolean): void {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().signOut();
  useWalletStore.setState({ balance: 0, loaded: false });
  if (signedIn) useSessionStore.getState().signIn(SAMPLE_LOGIN, false);
}

/** Renders `routes` at `path` inside the app's providers, with a host (the sample registry's). */
export function renderRoutes(routes: RouteObject[], path: string, host = testHost()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  host.attachRouter(router);
  const view = render(
    <RemoteHostProvider host={host}>
      <AppProviders>
        {/* No motion: happy-dom never ends CSS transitions, so leaving icons would linger. */}
        <ConfigProvider theme={{ token: { motion: false } }}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </AppProviders>
    </RemoteHostProvider>,
  );
  return { router, host, ...view };
}

type Answer = unknown | ((body: unknown, config: unknown) => unknown);

/** Answers `api.get` / `api.post` by URL; an ApiError (or Error) answer is thrown as the failure. */
export function answerApi(answers: {
  get?: Record<string, Answer>;
  post?: Record<string, Answer>;
}) {
  const reply = (table: Record<string, Answer> | undefined, url: string, ...args: unknown[]) => {
    if (!table || !(url in table))
      return Promise.reject(new ApiError(`Sin respuesta: ${url}`, 500));
    const answer = table[url];
    const value = typeof answer === 'function' ? answer(...args) : answer;
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  const get = vi
    .spyOn(api, 'get')
    .mockImplementation(
      (url: string, config?: unknown) => reply(answers.get, url, undefined, config) as never,
    );
  const post = vi
    .spyOn(api, 'post')
    .mockImplementation(
      (url: string, body?: unknown, config?: unknown) =>
        reply(answers.post, url, body, config) as never,
    );
  return { get, post };
}
