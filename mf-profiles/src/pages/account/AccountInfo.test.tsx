import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_LABELS, REPRESENTATIVE_LABELS, requiredMessage, texts } from 'shared-ui/schemas';
import type { Company, Representative } from 'shared-ui/types';
import { ROLE_PERMISSIONS } from 'shared-ui/permissions';
import { describe, expect, it } from 'vitest';
import { enter, fakeApi, renderPage, type Routes } from 'shared-ui/testing';
import { accountTexts } from '../../texts';
import AccountInfo from './AccountInfo';

const company: Company = {
  razon_social: 'Conecta C.A.',
  rif: 'J-40123456-7',
  country: 'Venezuela',
  city: 'Caracas',
  address: 'Av. Principal 1',
  size_org: '51-200',
  page_web: '',
  movil_org: '4142345678',
  phone_org: '2129531200',
  email: 'contacto@conecta.com',
  facebook: '',
  instagram: '',
  linkedin: '',
  twitter: '',
  sector: 'Telecomunicaciones',
  servicio: 'Internet',
  products: 'Fibra',
};

const representative: Representative = {
  name: 'Carolina',
  lastName: 'Méndez',
  age: 22,
  gender: 'femenino',
  email_personal: 'carolina@gmail.com',
  mobile: '4241234567',
  country: 'Venezuela',
  city: 'Caracas',
  direction: 'Los Ruices',
  email_empresa: 'carolina@conecta.com',
  cargo: 'Gerente',
  movil_empresa: '4142345678',
  grupo_trabajo: 'Operaciones',
};

const accountRoutes = {
  'GET /account/company': [200, company],
  'GET /account/representative': [200, representative],
  'PUT /account/company': ({ body }: { body: unknown }) => [200, body],
} as const satisfies Routes;

const renderAccount = (tab = '', permissions?: readonly string[]) =>
  renderPage(<AccountInfo />, {
    path: '/perfiles-roles/informacion-de-cuenta',
    url: `/perfiles-roles/informacion-de-cuenta${tab}`,
    permissions,
  });

const { password: pw } = texts.validation;

describe('AccountInfo', { timeout: 30_000 }, () => {
  it('shows company data read-only until "Editar información"; cancel restores it', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(accountRoutes);
    renderAccount();
    const name = await screen.findByLabelText(COMPANY_LABELS.razon_social);
    expect(name).toHaveValue(company.razon_social);
    expect(name).toBeDisabled();
    await user.click(screen.getByRole('button', { name: texts.labels.editInformation }));
    expect(name).toBeEnabled();
    await enter(user, name, 'Otra empresa');
    await user.click(screen.getByRole('button', { name: texts.labels.cancelEdit }));
    expect(screen.getByLabelText(COMPANY_LABELS.razon_social)).toHaveValue(company.razon_social);
    expect(screen.getByLabelText(COMPANY_LABELS.razon_social)).toBeDisabled();
  });

  it('shows an Agente the company data with no way to edit it', async () => {
    fakeApi(accountRoutes);
    renderAccount('', ROLE_PERMISSIONS.Agente);
    const name = await screen.findByLabelText(COMPANY_LABELS.razon_social);
    expect(name).toHaveValue(company.razon_social);
    expect(name).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: texts.labels.editInformation }),
    ).not.toBeInTheDocument();
  });

  it('saves the company data and keeps optional links empty', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi(accountRoutes);
    renderAccount();
    await user.click(await screen.findByRole('button', { name: texts.labels.editInformation }));
    await enter(user, screen.getByLabelText(COMPANY_LABELS.city), 'Valencia');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findAllByText(accountTexts.companySaved))[0]).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/account/company',
      body: { ...company, city: 'Valencia' },
    });
    await waitFor(() => expect(screen.getByLabelText(COMPANY_LABELS.city)).toBeDisabled());
  });

  it('requires the company fields', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi(accountRoutes);
    renderAccount();
    await user.click(await screen.findByRole('button', { name: texts.labels.editInformation }));
    await user.clear(screen.getByLabelText(COMPANY_LABELS.rif));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(requiredMessage(COMPANY_LABELS.rif))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('shows the representative with age and gender choices', async () => {
    fakeApi(accountRoutes);
    renderAccount('?tab=representante');
    expect(await screen.findByLabelText(REPRESENTATIVE_LABELS.name)).toHaveValue(
      representative.name,
    );
    expect(screen.getByText('22 años')).toBeInTheDocument();
    expect(screen.getByText('Femenino')).toBeInTheDocument();
  });

  it('checks the new password format and its confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = fakeApi(accountRoutes);
    renderAccount('?tab=seguridad');
    const tab = await screen.findByRole('tabpanel');
    await user.click(within(tab).getByRole('button', { name: texts.labels.editInformation }));
    await enter(user, screen.getByLabelText(accountTexts.currentPassword), 'Admin123*');
    await enter(user, screen.getByLabelText(accountTexts.newPassword), 'sinformato');
    await enter(user, screen.getByLabelText(accountTexts.confirmPassword), 'otra');
    await user.click(within(tab).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(pw.format)).toBeInTheDocument();
    expect(await screen.findByText(pw.mismatch)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('changes the password, and shows a wrong current password under its field', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const { calls } = fakeApi({
      ...accountRoutes,
      'PUT /account/password': () =>
        ++attempts === 1
          ? [400, { message: 'Datos inválidos', errors: { current: texts.api.wrongPassword } }]
          : [200, { message: texts.api.passwordChanged }],
    });
    renderAccount('?tab=seguridad');
    const tab = await screen.findByRole('tabpanel');
    await user.click(within(tab).getByRole('button', { name: texts.labels.editInformation }));
    await enter(user, screen.getByLabelText(accountTexts.currentPassword), 'Mala123*');
    await enter(user, screen.getByLabelText(accountTexts.newPassword), 'Nueva123*');
    await enter(user, screen.getByLabelText(accountTexts.confirmPassword), 'Nueva123*');
    await user.click(within(tab).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(texts.api.wrongPassword)).toBeInTheDocument();
    expect(screen.queryByText(texts.errors.sendBody)).not.toBeInTheDocument();
    expect(screen.getByLabelText(accountTexts.newPassword)).toHaveValue('Nueva123*');

    await enter(user, screen.getByLabelText(accountTexts.currentPassword), 'Admin123*');
    await user.click(within(tab).getByRole('button', { name: /Guardar/ }));
    expect((await screen.findAllByText(accountTexts.passwordSaved))[0]).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/account/password',
      body: { current: 'Admin123*', password: 'Nueva123*', confirm: 'Nueva123*' },
    });
    await waitFor(() => expect(screen.getByLabelText(accountTexts.newPassword)).toHaveValue(''));
  });

  it('shows the error page when the account cannot load', async () => {
    fakeApi({ 'GET /account/company': [500, {}] });
    renderAccount();
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
