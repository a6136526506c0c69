import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, SESSION_KEY, useSessionStore } from 'shared-ui/session';
import { errors, validation } from 'shared-ui/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicOnly } from '../../layout/guards';
import { answerApi, renderRoutes, resetSession, SAMPLE_LOGIN } from '../../test/testing';
import LoginPage from './LoginPage';

const routes = [
  { element: <PublicOnly />, children: [{ path: '/', element: <LoginPage /> }] },
  { path: '/dashboard', element: <p>Panel privado</p> },
  { path: '/registro', element: <p>Página de registro</p> },
  { path: '/recuperar-clave', element: <p>Página de recuperación</p> },
];

const fill = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Usuario'), username);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  return user;
};

describe('LoginPage', () => {
  beforeEach(() => resetSession(false));
  afterEach(() => vi.restoreAllMocks());

  it('asks for the user and the password with the SPEC.md messages', async () => {
    const { post } = answerApi({});
    renderRoutes(routes, '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(validation.login.username)).toBeInTheDocument();
    expect(screen.getByText(validation.login.password)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('on a 401 shows the message under the password and marks both fields', async () => {
    const { post } = answerApi({
      post: { '/auth/login': new ApiError(validation.login.invalid, 401) },
    });
    renderRoutes(routes, '/');
    const user = await fill('admin', 'mala');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    const message = await screen.findByText(validation.login.invalid);
    const passwordItem = screen.getByLabelText('Contraseña').closest('.ant-form-item');
    expect(passwordItem).toContainElement(message);
    expect(screen.getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(validation.login.invalid)).toHaveLength(1);
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { username: 'admin', password: 'mala', remember: false },
      { silent: true },
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('remember-me ticked keeps the session in localStorage and opens the dashboard', async () => {
    const { post } = answerApi({ post: { '/auth/login': SAMPLE_LOGIN } });
    renderRoutes(routes, '/');
    const user = await fill('admin', 'Admin123*');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('Panel privado')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).toContain(SAMPLE_LOGIN.token);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    // The API gives it the longer idle timeout.
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { username: 'admin', password: 'Admin123*', remember: true },
      { silent: true },
    );
  });

  it('without remember-me the session lasts for the tab (sessionStorage)', async () => {
    answerApi({ post: { '/auth/login': SAMPLE_LOGIN } });
    renderRoutes(routes, '/');
    const user = await fill('admin', 'Admin123*');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText('Panel privado')).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toContain(SAMPLE_LOGIN.token);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    answerApi({ post: { '/auth/login': new ApiError('Network Error', null) } });
    renderRoutes(routes, '/');
    const user = await fill('admin', 'Admin123*');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.sendBody);
  });

  it('links to registration and recovery', async () => {
    renderRoutes(routes, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Regístrate' }));
    expect(await screen.findByText('Página de registro')).toBeInTheDocument();
  });

  it('with a session already stored goes straight to the dashboard', async () => {
    resetSession(true);
    renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByText('Panel privado')).toBeInTheDocument());
  });
});
