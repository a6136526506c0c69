import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts, useWalletStore } from 'shared-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from 'shared-ui/testing';
import { aCampaign } from './sampleCampaign';
import CampaignEdit from './CampaignEdit';

const user = () => userEvent.setup({ delay: null });
const path = '/campaigns/gestionar/editar/:id';
const profiles = [
  { id: 4, name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', role: ['Agente'] },
  { id: 5, name: 'Luis', lastName: 'Rojas', email: 'luis@example.com', role: ['Agente'] },
];

describe('the campaign edit screen', { timeout: 120_000 }, () => {
  let api: ReturnType<typeof fakeApi>;
  let stored = aCampaign({ id: 7, name: 'Fibra Caracas', script: 'Hola' });
  beforeEach(() => {
    stored = aCampaign({ id: 7, name: 'Fibra Caracas', script: 'Hola' });
    useWalletStore.setState({ balance: 0, loaded: false });
    api = fakeApi({
      'GET /campaings/:id': ({ url }) => (url.endsWith('/7') ? [200, stored] : [404, {}]),
      'PUT /campaings/:id': ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return [200, stored];
      },
      'PATCH /campaings/:id': ({ body }) => {
        stored = { ...stored, ...(body as object) };
        return [200, stored];
      },
      'GET /walletuser': [200, [{ id: 1, total: 1234.5 }]],
      'GET /profiles': [200, profiles],
    });
  });

  it('shows the name, the daily cost, the wallet balance and the six tabs', async () => {
    renderPage(<CampaignEdit />, { path, url: '/campaigns/gestionar/editar/7' });
    expect(await screen.findByRole('heading', { name: 'Fibra Caracas' })).toBeInTheDocument();
    const figure = (label: string) => document.querySelector(`[data-figure="${label}"]`);
    expect(figure('Costo diario')).toHaveTextContent('USD $12,00');
    await waitFor(() => expect(figure('Saldo disponible')).toHaveTextContent('USD $1.234,50'));
    for (const tab of [
      'Datos de la campaña',
      'Asociar perfiles',
      'Asociar clientes',
      'Asociar productos',
      'Base de conocimiento',
      'Script',
    ])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la campaña')).toHaveValue('Fibra Caracas');
  });

  it('saves the data tab with PUT, without touching associations or script', async () => {
    const u = user();
    renderPage(<CampaignEdit />, { path, url: '/campaigns/gestionar/editar/7' });
    const name = await screen.findByLabelText('Nombre de la campaña');
    await u.clear(name);
    await u.click(screen.getByRole('button', { name: /Guardar cambios/ }));
    expect(await screen.findByText(texts.validation.campaign.name)).toBeInTheDocument();
    await u.type(name, 'Fibra Caracas 2');
    await u.click(screen.getByRole('button', { name: /Guardar cambios/ }));
    expect((await screen.findAllByText('Campaña actualizada'))[0]).toBeInTheDocument();
    const [put] = api.writes();
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({ name: 'Fibra Caracas 2', status: true, nivel: 2 });
    for (const key of ['profilesAssing', 'products', 'knowledgebases', 'script'])
      expect(put?.body).not.toHaveProperty(key);
    expect(await screen.findByRole('heading', { name: 'Fibra Caracas 2' })).toBeInTheDocument();
  });

  it('requires at least one profile, then saves them with PATCH', async () => {
    const u = user();
    renderPage(<CampaignEdit />, { path, url: '/campaigns/gestionar/editar/7?tab=perfiles' });
    await u.click(await screen.findByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText(texts.validation.campaign.profiles)).toBeInTheDocument();
    await u.click(screen.getByLabelText('Perfiles asociados'));
    await u.keyboard('rojas');
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title^="Luis Rojas"]');
      if (!found) throw new Error('no option');
      return found;
    });
    await u.click(option);
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: /Guardar/ }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', url: '/campaings/7', body: { profilesAssing: [5] } },
      ]),
    );
  });

  it('requires the script, counts its characters, and saves it with PATCH', async () => {
    const u = user();
    renderPage(<CampaignEdit />, { path, url: '/campaigns/gestionar/editar/7?tab=script' });
    const script = await screen.findByLabelText('Script de la campaña');
    expect(screen.getByText('4 / 1000')).toBeInTheDocument();
    await u.clear(script);
    await u.click(screen.getByRole('button', { name: /Guardar script/ }));
    expect(await screen.findByText(texts.validation.campaign.script)).toBeInTheDocument();
    await u.type(script, 'Buenos días');
    expect(screen.getByText('11 / 1000')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Guardar script/ }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', url: '/campaings/7', body: { script: 'Buenos días' } },
      ]),
    );
  });

  it('shows the clients tab as having no information', async () => {
    renderPage(<CampaignEdit />, { path, url: '/campaigns/gestionar/editar/7?tab=clientes' });
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText(texts.labels.noInformation)).toBeInTheDocument();
  });

  it('shows the error page for an unknown id', async () => {
    renderPage(<CampaignEdit />, { path, url: '/campaigns/gestionar/editar/404' });
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
