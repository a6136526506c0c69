/** Test harness: pages inside AppProviders + a memory router, and a scripted API behind the real client. */
import { configure, render } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { http } from 'shared-ui/session';

// antd + formik under happy-dom on a shared machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Reply = [status: number, body: unknown];
type Handler = Reply | ((body: unknown, call: Call) => Reply | Promise<Reply>);

/** Answers 'METHOD /path' requests from `routes` (404 otherwise) and records every call. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const [status, data] = !handler
      ? [404, { message: 'Recurso no encontrado' }]
      : typeof handler === 'function'
        ? await handler(body, call)
        : handler;
    const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return response;
  };
  return calls;
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders `element` at `path`; any other route shows its pathname (for navigation checks). */
export function renderAt(path: string, element: ReactNode, entry = path) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Types a whole value in one input event (much faster than key by key under happy-dom). */
export async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
