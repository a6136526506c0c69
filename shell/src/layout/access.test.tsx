import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRegistry } from 'federation-contract';
import type { RouteObject } from 'react-router-dom';
import { ROLE_PERMISSIONS } from 'shared-ui/permissions';
import { api, useSessionStore } from 'shared-ui/session';
import { access, errors } from 'shared-ui/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleFederation } from '../remotes/federation';
import { RemoteHost } from '../remotes/host';
import { type AccessPlugin, accessPlugin } from '../remotes/access';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { answerApi, renderRoutes, resetSession, SAMPLE_LOGIN } from '../test/testing';
import AppLayout from './AppLayout';

/** The sample registry, each area saying what it needs as the remotes' src/area.ts do. */
const NEEDS: Record<string, { permission: string; pages?: Record<string, string> }> = {
  campaigns: {
    permission: 'campaigns.read',
    pages: {
      '/campaigns/crear': 'campaigns.create',
      '/campaigns/gestionar/editar/:id': 'campaigns.edit',
    },
  },
  products: { permission: 'products.read', pages: { '/productos/crear': 'products.create' } },
  profiles: {
    permission: 'account.read',
    pages: {
      '/perfiles-roles/gestionar': 'profiles.read',
      '/perfiles-roles/crear': 'profiles.create',
      '/perfiles-roles/editar/:id': 'profiles.edit',
    },
  },
  settings: { permission: 'settings.read' },
  wallet: { permission: 'wallet.read' },
  knowledge: { permission: 'knowledge.read' },
};

const REGISTRY: RemoteRegistry = {
  ...SAMPLE_REGISTRY,
  remotes: Object.fromEntries(
    Object.entries(SAMPLE_REGISTRY.remotes).map(([name, remote]) => [
      name,
      { ...remote, ...NEEDS[name] },
    ]),
  ),
};
REGISTRY.remotes.profiles?.menu.forEach((group) => {
  group.permission = 'profiles.read';
});

const routes: RouteObject[] = [
  { path: '/', element: <p>Página de login</p> },
  {
    element: <AppLayout />,
    children: [
      { path: 'dashboard', element: <p>Contenido del panel</p> },
      { path: 'campaigns/*', element: <p>Página de campañas</p> },
      // As the app's: the 404 shows without a session too.
      { path: '*', handle: { anonymous: true }, element: <p>Página no encontrada</p> },
    ],
  },
];

const AGENTE = [...ROLE_PERMISSIONS.Agente];
const FUNCIONAL = [...ROLE_PERMISSIONS.Funcional];
const me = (permissions: string[], mustChangePassword = false) => ({
  user: SAMPLE_LOGIN.user,
  role: 'client',
  roles: [],
  permissions,
  mustChangePassword,
});

let plugin: AccessPlugin;

/** A host that read REGISTRY through the access plugin, as the shell's does. */
async function hostWithAccess() {
  plugin = accessPlugin();
  const host = new RemoteHost({
    runtime: moduleFederation,
    plugins: [plugin],
    response: Promise.resolve(new Response(JSON.stringify(REGISTRY))),
  });
  await host.load();
  return host;
}

const signInAs = (permissions: string[], mustChangePassword = false) =>
  useSessionStore
    .getState()
    .signIn({ ...SAMPLE_LOGIN, roles: [], permissions, mustChangePassword }, false);

// A wide screen: the side menu is expanded, the open group's entries are there to see.
const realMatchMedia = window.matchMedia;
const wideScreen = () => {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: /min-width/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as MediaQueryList;
};

const menu = () => screen.findByRole('navigation', { name: 'Menú principal' });

describe('the layout follows the session’s permissions', () => {
  beforeEach(() => {
    resetSession(false);
    wideScreen();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    plugin.stop();
    window.matchMedia = realMatchMedia;
    vi.restoreAllMocks();
  });

  it('an Agente sees no Administración, no Perfiles y Roles, no create entry and no balance', async () => {
    signInAs(AGENTE);
    const { get } = answerApi({ get: { '/auth/me': me(AGENTE) } });
    const host = await hostWithAccess();
    renderRoutes(routes, '/campaigns/gestionar', host);
    const nav = await menu();
    // The group of the page is open: its entries are there to see.
    expect(await within(nav).findByText('Gestionar')).toBeInTheDocument();
    expect(within(nav).getByText('Campañas')).toBeInTheDocument();
    expect(within(nav).queryByText('Administración')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Perfiles y Roles')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Crear')).not.toBeInTheDocument();
    // Nothing of the hidden areas in the registry: no search, link or navigation loads them.
    expect(Object.keys(host.registry().remotes).sort()).toEqual([
      'campaigns',
      'knowledge',
      'products',
      'profiles',
    ]);
    expect(host.registry().remotes.profiles?.search).toEqual([]);
    expect(screen.queryByRole('link', { name: /^Saldo/ })).not.toBeInTheDocument();
    expect(get.mock.calls.some(([url]) => url === '/walletuser')).toBe(false);
  });

  it('shows the 403 page inside the layout, with a link to the dashboard', async () => {
    signInAs(AGENTE);
    answerApi({ get: { '/auth/me': me(AGENTE) } });
    const host = await hostWithAccess();
    const { router } = renderRoutes(routes, '/configuracion', host);
    expect(await screen.findByRole('heading', { name: access.forbidden })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errors.goToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // A page of an area they may open, that needs more than reading.
    await act(() => router.navigate('/campaigns/crear'));
    expect(await screen.findByRole('heading', { name: access.forbidden })).toBeInTheDocument();
    await act(() => router.navigate('/campaigns/gestionar'));
    expect(await screen.findByText('Página de campañas')).toBeInTheDocument();
  });

  it('without a session, the page of an area leads to the login, not to the 404', async () => {
    answerApi({ get: {} });
    // A first visit (not a sign-out): the login brings them back after.
    useSessionStore.setState({ ended: null });
    const host = await hostWithAccess();
    const { router } = renderRoutes(routes, '/configuracion', host);
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fconfiguracion');
  });

  it('a change of roles shows at the next navigation, without signing in again', async () => {
    signInAs(AGENTE);
    let now = AGENTE;
    answerApi({ get: { '/auth/me': () => me(now), '/walletuser': [{ id: 1, total: 5 }] } });
    const host = await hostWithAccess();
    const { router } = renderRoutes(routes, '/campaigns/gestionar', host);
    const nav = await menu();
    expect(await within(nav).findByText('Gestionar')).toBeInTheDocument();
    expect(within(nav).queryByText('Crear')).not.toBeInTheDocument();

    now = FUNCIONAL;
    await act(() => router.navigate('/campaigns/historico'));
    await waitFor(() => expect(within(nav).getAllByText('Crear').length).toBeGreaterThan(0));
    expect(within(nav).getByText('Administración')).toBeInTheDocument();
    expect(within(nav).queryByText('Configuración')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Saldo/ })).toBeInTheDocument();
    expect(useSessionStore.getState().session?.permissions).toEqual(FUNCIONAL);
  });

  it('a temporary password: the new one is chosen before anything else', async () => {
    signInAs([], true);
    answerApi({ get: { '/auth/me': me(AGENTE) } });
    const put = vi.spyOn(api, 'put').mockResolvedValue({ message: 'ok' });
    const host = await hostWithAccess();
    renderRoutes(routes, '/dashboard', host);
    expect(
      await screen.findByRole('heading', { name: access.choosePasswordTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.queryByText('Contenido del panel')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(access.temporaryPassword), 'Temporal1*x');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Propia2#segura');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Propia2#segura');
    await user.click(screen.getByRole('button', { name: access.choosePassword }));

    expect(await screen.findByText('Contenido del panel')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/account/password',
      { current: 'Temporal1*x', password: 'Propia2#segura', confirm: 'Propia2#segura' },
      { silent: true },
    );
    expect(useSessionStore.getState().session?.mustChangePassword).toBe(false);
  });
});
