/** Mounts a page the way the shell does: shared-ui's providers (antd App, session) around a data router. */
import { configure, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactElement, Suspense } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
  useLocation,
} from 'react-router-dom';
import { AppProviders } from '../components/AppProviders';
import { PERMISSIONS } from '../permissions';
import { useSessionStore } from '../session';
import { demoSessionUser } from './seed';

// antd + formik under happy-dom on a shared machine: give async queries room.
configure({ asyncUtilTimeout: 10_000 });

/**
 * userEvent without per-keystroke timers; happy-dom runs no CSS animations, so closing popups
 * would keep `pointer-events: none` and the check is off.
 */
export const user: UserEvent = userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** Where the router went: any path no route claims renders its pathname here. */
function Elsewhere() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The signed-in user of a page test: the seed's demo user. */
export const TEST_USER = demoSessionUser;

export interface RenderPageOptions {
  /** The route pattern the page is mounted at (default '/'). */
  path?: string;
  /** The URL to open (default `path`). */
  url?: string;
  /** Routes to mount instead of one page (e.g. a remote's `routes`). */
  routes?: RouteObject[];
  /** Signed in as TEST_USER (default), or signed out with `false`. */
  signedIn?: boolean;
  /** What the signed-in user may do: every permission unless said (the demo admin's). */
  permissions?: readonly string[];
}

/** Renders `page` at `url` (or a remote's `routes`); returns the view, the router and a user. */
export function renderPage(page: ReactElement | null, options: RenderPageOptions = {}) {
  const { path = '/', url = path, routes, signedIn = true, permissions = PERMISSIONS } = options;
  if (signedIn) {
    useSessionStore.getState().signIn(
      {
        token: 'test-token',
        user: TEST_USER,
        role: 'admin',
        roles: ['Administrativo'],
        permissions: [...permissions],
        mustChangePassword: false,
      },
      false,
    );
  }
  const router = createMemoryRouter(
    [...(routes ?? [{ path, element: page }]), { path: '*', element: <Elsewhere /> }],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders>
      <Suspense fallback={<p>Cargando página…</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** The path the router is at, as the Elsewhere route shows it after a navigation out of the page. */
export const locationOf = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

/** Types a whole value in one input event (much faster than key by key under happy-dom). */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}
