import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { ROLE_PERMISSIONS } from 'shared-ui/permissions';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from 'shared-ui/testing';
import { aCampaign } from './sampleCampaign';
import CampaignList from './CampaignList';

const campaigns = [
  aCampaign({ id: 3, name: 'Black Friday', status: 'draft', typecampaing: 7 }),
  aCampaign({ id: 2, name: 'Renovación Pyme', status: false, typecampaing: 2 }),
  aCampaign({ id: 1, name: 'Fibra Caracas', status: true }),
];
const user = () => userEvent.setup({ delay: null });
const path = '/campaigns/gestionar';
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** Confirms the open confirmation dialog with its `ok` button. */
async function confirm(u: ReturnType<typeof user>, ok: string) {
  const dialog = await screen.findByRole('dialog');
  await u.click(within(dialog).getByRole('button', { name: ok }));
}

describe('the campaign list', { timeout: 120_000 }, () => {
  let api: ReturnType<typeof fakeApi>;
  let rows = campaigns;
  beforeEach(() => {
    rows = [...campaigns];
    api = fakeApi({
      'GET /campaings': () => [200, rows],
      'PATCH /campaings/:id': ({ url, body }) => {
        const id = Number(url.split('/').pop());
        rows = rows.map((c) => (c.id === id ? { ...c, ...(body as object) } : c));
        return [200, rows.find((c) => c.id === id)];
      },
      'DELETE /campaings/:id': ({ url }) => {
        const id = Number(url.split('/').pop());
        const c = rows.find((x) => x.id === id)!;
        if (id === 99) return [500, { message: 'boom' }];
        if (c.status === 'draft') {
          rows = rows.filter((x) => x.id !== id);
          return [200, { deleted: true, id }];
        }
        rows = rows.map((x) => (x.id === id ? { ...x, status: 'draft' as const } : x));
        return [200, { deleted: false, movedToDraft: true, campaign: c }];
      },
    });
  });

  it('splits campaigns by status, reads types, and disables Editar for drafts', async () => {
    const u = user();
    renderPage(<CampaignList />, { path });
    expect(await screen.findByRole('tab', { name: 'Activas (1)' })).toBeInTheDocument();
    expect(within(row('Fibra Caracas')).getByText('Inbound')).toBeInTheDocument();
    expect(within(row('Fibra Caracas')).getByText('Del 1 dic 2026, 08:00')).toBeInTheDocument();
    expect(within(row('Fibra Caracas')).getByText('USD $5,00')).toBeInTheDocument();
    expect(within(row('Fibra Caracas')).getByText('USD $2.500,00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.labels.deleteSelected })).toBeDisabled();

    await u.click(screen.getByRole('tab', { name: 'En borrador (1)' }));
    // Any type other than 1 reads as Outbound.
    expect(within(row('Black Friday')).getByText('Outbound')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Black Friday' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activar Black Friday' })).toBeEnabled();
  });

  it('shows an Agente, who reads campaigns only, no button to create, edit or delete', async () => {
    renderPage(<CampaignList />, { path, permissions: ROLE_PERMISSIONS.Agente });
    expect(await screen.findByRole('tab', { name: 'Activas (1)' })).toBeInTheDocument();
    expect(within(row('Fibra Caracas')).getByText('Inbound')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear campaña' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Suspender/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: texts.labels.deleteSelected }),
    ).not.toBeInTheDocument();
  });

  it('shows a Funcional every button', async () => {
    renderPage(<CampaignList />, { path, permissions: ROLE_PERMISSIONS.Funcional });
    expect(await screen.findByRole('button', { name: 'Crear campaña' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Editar Fibra Caracas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.labels.deleteSelected })).toBeInTheDocument();
  });

  it('suspends after confirmation, shows the success modal and reloads', async () => {
    const u = user();
    renderPage(<CampaignList />, { path });
    await u.click(await screen.findByRole('button', { name: 'Suspender Fibra Caracas' }));
    await confirm(u, 'Suspender');
    expect((await screen.findAllByText('Campaña suspendida'))[0]).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/campaings/1', body: { status: false } },
    ]);
    expect(await screen.findByRole('tab', { name: 'Inactivas (2)' })).toBeInTheDocument();
  });

  it('activates a draft with status true, and does nothing when cancelled', async () => {
    const u = user();
    renderPage(<CampaignList />, { path: `${path}`, url: `${path}?tab=borrador` });
    await u.click(await screen.findByRole('button', { name: 'Activar Black Friday' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.writes()).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Activar Black Friday' }));
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(0));
    const [last] = screen.getAllByRole('dialog').slice(-1);
    await u.click(within(last!).getByRole('button', { name: 'Activar' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', url: '/campaings/3', body: { status: true } },
      ]),
    );
  });

  it('deletes the ticked rows after confirmation and sums up each outcome', async () => {
    const u = user();
    renderPage(<CampaignList />, { path });
    await u.click(await screen.findByLabelText('Seleccionar Fibra Caracas'));
    const remove = screen.getByRole('button', { name: texts.labels.deleteSelected });
    expect(remove).toBeEnabled();
    await u.click(remove);
    await confirm(u, 'Eliminar');
    expect(await screen.findByText('«Fibra Caracas»: movida a En borrador')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'En borrador (2)' })).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/campaings/1', body: undefined }]);
  });

  it('sends one DELETE per campaign however often Eliminar is pressed', async () => {
    const u = user();
    renderPage(<CampaignList />, { path });
    await u.click(await screen.findByLabelText('Seleccionar Fibra Caracas'));
    const remove = screen.getByRole('button', { name: texts.labels.deleteSelected });
    await u.dblClick(remove);
    await u.click(remove);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    const ok = within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' });
    // Pressed again even as the dialog closes (its closing animation ignores the pointer), the
    // way an impatient user would.
    const hammer = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await hammer.dblClick(ok);
    await hammer.click(ok);
    expect(await screen.findByText('«Fibra Caracas»: movida a En borrador')).toBeInTheDocument();
    // The active campaign went to draft once; a second DELETE would have removed it for good.
    expect(api.writes()).toEqual([{ method: 'DELETE', url: '/campaings/1', body: undefined }]);
    expect(await screen.findByRole('tab', { name: 'En borrador (2)' })).toBeInTheDocument();
  });

  it('reports a failed delete with the error modal', async () => {
    rows = [aCampaign({ id: 99, name: 'Rota', status: 'draft' })];
    const u = user();
    renderPage(<CampaignList />, { path, url: `${path}?tab=borrador` });
    await u.click(await screen.findByLabelText('Seleccionar Rota'));
    await u.click(screen.getByRole('button', { name: texts.labels.deleteSelected }));
    await confirm(u, 'Eliminar');
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.getByText('«Rota»: no se pudo eliminar')).toBeInTheDocument();
  });

  it('shows the error modal, not the success one, when the status change fails', async () => {
    fakeApi({
      'GET /campaings': [200, campaigns],
      'PATCH /campaings/:id': [500, { message: 'boom' }],
    });
    const u = user();
    renderPage(<CampaignList />, { path });
    await u.click(await screen.findByRole('button', { name: 'Suspender Fibra Caracas' }));
    await confirm(u, 'Suspender');
    expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
    expect(screen.queryByText('Campaña suspendida')).not.toBeInTheDocument();
  });

  it('shows the error page when the list cannot load', async () => {
    fakeApi({ 'GET /campaings': [500, { message: 'boom' }] });
    renderPage(<CampaignList />, { path });
    expect(await screen.findByText(texts.errors.unexpected)).toBeInTheDocument();
  });
});
