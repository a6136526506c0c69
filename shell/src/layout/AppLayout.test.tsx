import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { SESSION_KEY, useSessionStore } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppLayout from './AppLayout';
import { PublicOnly, type RouteHandle } from './guards';
import { answerApi, renderRoutes, resetSession, SAMPLE_LOGIN } from '../test/testing';

const anonymous: RouteHandle = { anonymous: true };

const routes: RouteObject[] = [
  { element: <PublicOnly />, children: [{ path: '/', element: <p>Página de login</p> }] },
  {
    element: <AppLayout />,
    children: [
      { path: 'dashboard', element: <p>Contenido del panel</p> },
      { path: 'campaigns/gestionar/*', element: <p>Lista de campañas</p> },
      { path: 'wallet', element: <p>Página del saldo</p> },
      { path: '*', handle: anonymous, element: <p>Página no encontrada</p> },
    ],
  },
];

const realMatchMedia = window.matchMedia;
const setScreen = (width: number) => {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return {
      ...realMatchMedia(query),
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as MediaQueryList;
  };
};

const WALLET = [{ id: 1, total: 1234.5 }];

describe('AppLayout and the route guards', () => {
  beforeEach(() => {
    setScreen(1400);
    resetSession(true);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
    vi.restoreAllMocks();
  });

  it('sends a visitor without a session from a private page to the login', async () => {
    resetSession(false);
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user from a public page to the dashboard', async () => {
    answerApi({ get: { '/walletuser': WALLET } });
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByText('Contenido del panel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('returns to the login as soon as the session goes (e.g. after a 401)', async () => {
    answerApi({ get: { '/walletuser': WALLET } });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Contenido del panel')).toBeInTheDocument();
    act(() => useSessionStore.getState().signOut());
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
  });

  it('shows the 404 without a session instead of redirecting', async () => {
    resetSession(false);
    renderRoutes(routes, '/no-existe');
    expect(await screen.findByText('Página no encontrada')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('has the landmarks, the balance from the wallet and scrolls up on each page', async () => {
    const { get } = answerApi({ get: { '/walletuser': WALLET } });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Contenido del panel');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    const balance = await screen.findByRole('link', { name: 'Saldo USD $1.234,50' });
    expect(balance).toHaveAttribute('href', '/wallet');
    expect(balance).toHaveAttribute('aria-busy', 'false');

    await act(() => router.navigate('/campaigns/gestionar'));
    // The balance, read on each page (beside it, each page asks what the session may do now).
    const walletReads = () => get.mock.calls.filter(([url]) => url === '/walletuser');
    await waitFor(() => expect(walletReads()).toHaveLength(2));
    expect(get.mock.calls.filter(([url]) => url === '/auth/me')).toHaveLength(2);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('selects the menu entry of the URL, edit pages included', async () => {
    answerApi({ get: { '/walletuser': WALLET } });
    renderRoutes(routes, '/campaigns/gestionar/editar/3');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    const selected = menu.querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Gestionar');
    expect(within(menu).getByRole('link', { name: 'Gestionar' })).toHaveAttribute(
      'href',
      '/campaigns/gestionar',
    );
  });

  it('collapses the menu below 1200 px and the header button toggles it', async () => {
    setScreen(1000);
    answerApi({ get: { '/walletuser': WALLET } });
    const { container } = renderRoutes(routes, '/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Expandir menú' });
    const sider = container.querySelector('.ant-layout-sider');
    expect(sider).toHaveClass('ant-layout-sider-collapsed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(toggle);
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    expect(screen.getByRole('button', { name: 'Contraer menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('on a phone the open menu lies over the page until Escape or a new page closes it', async () => {
    setScreen(360);
    answerApi({ get: { '/walletuser': WALLET } });
    const { container, router } = renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    const sider = container.querySelector('.ant-layout-sider');
    // Every control of the header is there on a phone: the balance by its full name too (read once
    // the first page has painted, which a loaded machine takes its time over).
    expect(
      await screen.findByRole('link', { name: 'Saldo USD $1.234,50' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    for (const name of ['Buscar', 'Notificaciones', /^Cuenta de/])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expandir menú' }));
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    await user.keyboard('{Escape}');
    expect(sider).toHaveClass('ant-layout-sider-collapsed');

    await user.click(screen.getByRole('button', { name: 'Expandir menú' }));
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    await act(() => router.navigate('/wallet'));
    expect(sider).toHaveClass('ant-layout-sider-collapsed');
  });

  it('is expanded from 1200 px', async () => {
    setScreen(1400);
    answerApi({ get: { '/walletuser': WALLET } });
    const { container } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('button', { name: 'Contraer menú' })).toBeInTheDocument();
    expect(container.querySelector('.ant-layout-sider')).not.toHaveClass(
      'ant-layout-sider-collapsed',
    );
  });

  it('notifications are always empty', async () => {
    answerApi({ get: { '/walletuser': WALLET } });
    renderRoutes(routes, '/dashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText(labels.noNotifications)).toBeInTheDocument();
  });

  it('the user pop-up shows role, name, e-mail, balance, links, and signs out', async () => {
    const { post } = answerApi({
      get: { '/walletuser': WALLET },
      post: { '/auth/logout': undefined },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cuenta de Carolina' }));

    const panel = await screen.findByRole('navigation', { name: 'Mi cuenta' });
    const popup = panel.parentElement as HTMLElement;
    expect(popup).toHaveTextContent(`${labels.superAdmin} client`);
    expect(popup).toHaveTextContent(SAMPLE_LOGIN.user.email);
    expect(popup).toHaveTextContent('USD $1.234,50');
    expect(within(panel).getByRole('link', { name: 'Acceso y seguridad' })).toHaveAttribute(
      'href',
      '/perfiles-roles/informacion-de-cuenta',
    );
    expect(within(panel).getByRole('link', { name: 'Campañas activas' })).toHaveAttribute(
      'href',
      '/campaigns/gestionar',
    );
    expect(within(panel).getByRole('link', { name: 'Recargar saldo' })).toHaveAttribute(
      'href',
      '/wallet',
    );

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(post).toHaveBeenCalledWith(
      '/auth/logout',
      undefined,
      expect.objectContaining({
        silent: true,
        headers: { Authorization: `Bearer ${SAMPLE_LOGIN.token}` },
      }),
    );
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
