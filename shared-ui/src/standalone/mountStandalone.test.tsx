import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http, useSessionStore } from 'shared-ui/session';
import { mountStandalone } from './mountStandalone';

const original = http.defaults.adapter;
const signedIn: AxiosAdapter = async (config) => ({
  data: { token: 't', user: { id: 1, firstName: 'Carolina' }, role: 'client' },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

describe('mountStandalone', () => {
  let root: ReturnType<typeof mountStandalone> | undefined;
  afterEach(() => {
    // Unmounted before the environment goes: antd's delayed state updates die with the tree.
    act(() => root?.unmount());
    root = undefined;
    http.defaults.adapter = original;
    useSessionStore.getState().signOut();
    document.body.innerHTML = '';
  });

  // Typing a password key by key through antd and formik takes seconds on a loaded machine.
  it('asks for a session first, then shows the remote at its own URL', {
    timeout: 30_000,
  }, async () => {
    useSessionStore.getState().signOut();
    http.defaults.adapter = signedIn;
    document.body.innerHTML = '<div id="root"></div>';
    root = mountStandalone([{ path: 'wallet', element: <h1>Billetera</h1> }], '/wallet');

    const user = userEvent.setup({ delay: null });
    const password = await screen.findByLabelText('Contraseña');
    await user.type(password, 'Admin123*');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('heading', { name: 'Billetera' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/wallet'));
    expect(useSessionStore.getState().session?.token).toBe('t');
  });
});
