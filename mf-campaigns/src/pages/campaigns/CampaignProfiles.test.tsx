import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from 'shared-ui/testing';
import { aCampaign } from './sampleCampaign';
import CampaignNoInformation from './CampaignNoInformation';
import CampaignProfiles from './CampaignProfiles';

const path = '/campaigns/gestionar/editar/perfiles';

describe('the profile association screen', { timeout: 120_000 }, () => {
  it('associates profiles with the campaign chosen there', async () => {
    const u = userEvent.setup({ delay: null });
    const api = fakeApi({
      'GET /campaings': [200, [aCampaign({ id: 2, name: 'Renovación Pyme' })]],
      'GET /campaings/:id': [
        200,
        aCampaign({ id: 2, name: 'Renovación Pyme', profilesAssing: [4] }),
      ],
      'GET /profiles': [
        200,
        [{ id: 4, name: 'Ana', lastName: 'Pérez', email: 'ana@example.com', role: [] }],
      ],
      'PATCH /campaings/:id': [200, aCampaign({ id: 2 })],
    });
    const { router } = renderPage(<CampaignProfiles />, { path });
    expect(
      await screen.findByText('Elija una campaña para ver y asociar sus perfiles'),
    ).toBeInTheDocument();

    await u.click(screen.getByLabelText('Campaña'));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Renovación Pyme"]');
      if (!found) throw new Error('no option');
      return found;
    });
    await u.click(option);
    expect(router.state.location.search).toBe('?campaign=2');
    expect(await screen.findByText('Ana Pérez · ana@example.com')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /Guardar/ }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PATCH', url: '/campaings/2', body: { profilesAssing: [4] } },
      ]),
    );
  });

  it("the menu's empty areas say 'Sin información' with a link to the dashboard", async () => {
    renderPage(<CampaignNoInformation title="Resultados" />, { path: '/campaigns/resultados' });
    expect(screen.getByRole('heading', { name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByText(texts.labels.noInformation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.errors.goToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
