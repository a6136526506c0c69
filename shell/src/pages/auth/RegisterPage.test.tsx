import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui/session';
import { api as apiTexts, labels, validation } from 'shared-ui/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderRoutes, resetSession } from '../../test/testing';
import RecoverPage from './RecoverPage';
import RegisterPage, { REGISTERED_NEXT } from './RegisterPage';

const routes = [
  { path: '/', element: <p>Página de login</p> },
  { path: '/registro', element: <RegisterPage /> },
  { path: '/recuperar-clave', element: <RecoverPage /> },
];

describe('RegisterPage', () => {
  beforeEach(() => resetSession(false));
  afterEach(() => vi.restoreAllMocks());

  it('ticks the password hints as they are met and checks the confirmation', async () => {
    const { post } = answerApi({});
    renderRoutes(routes, '/registro');
    const user = userEvent.setup();
    const hints = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(within(hints).queryAllByText('(cumplido)')).toHaveLength(0);

    await user.type(screen.getByLabelText('Nueva contraseña'), 'abcdefgH');
    expect(within(hints).getAllByText('(cumplido)')).toHaveLength(3);
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra');
    await user.click(screen.getByRole('button', { name: labels.register }));

    expect(await screen.findByText(validation.password.format)).toBeInTheDocument();
    expect(screen.getByText(validation.password.mismatch)).toBeInTheDocument();
    expect(screen.getByText(validation.account.emailRequired)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('registers and offers to go back to the login', async () => {
    const { post } = answerApi({ post: { '/auth/register': { message: apiTexts.registered } } });
    renderRoutes(routes, '/registro');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'nueva@conecta.com.ve');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Segura#2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Segura#2026');
    await user.click(screen.getByRole('button', { name: labels.register }));

    expect(await screen.findByText(apiTexts.registered)).toBeInTheDocument();
    // The API answers a known email alike: the next step says what to do in that case too.
    expect(screen.getByText(REGISTERED_NEXT)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/auth/register',
      { email: 'nueva@conecta.com.ve', password: 'Segura#2026', confirm: 'Segura#2026' },
      { silent: true },
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Página de login')).toBeInTheDocument();
  });

  it("puts the API's field message on the form", async () => {
    answerApi({
      post: {
        '/auth/register': new ApiError(apiTexts.invalidBody, 400, {
          email: validation.common.email,
        }),
      },
    });
    renderRoutes(routes, '/registro');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@conecta.com.ve');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Segura#2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Segura#2026');
    await user.click(screen.getByRole('button', { name: labels.register }));
    expect(await screen.findByText(validation.common.email)).toBeInTheDocument();
  });
});

describe('RecoverPage', () => {
  beforeEach(() => resetSession(false));
  afterEach(() => vi.restoreAllMocks());

  it('requires the e-mail, then confirms the request', async () => {
    const { post } = answerApi({ post: { '/auth/recover': { message: apiTexts.recoverSent } } });
    renderRoutes(routes, '/recuperar-clave');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: labels.recover }));
    expect(await screen.findByText(validation.account.emailRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Correo electrónico'), 'carolina@conecta.com.ve');
    await user.click(screen.getByRole('button', { name: labels.recover }));
    expect(await screen.findByText(apiTexts.recoverSent)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/auth/recover',
      { email: 'carolina@conecta.com.ve' },
      { silent: true },
    );
  });
});
