import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui/session';
import { errors, labels } from 'shared-ui/texts';
import type { Campaign, InboundGraphPoint } from 'shared-ui/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderRoutes, resetSession } from '../../test/testing';
import DashboardPage from './DashboardPage';

// The chart library draws on a canvas happy-dom does not have: record what it is asked to draw.
vi.mock('./G2Chart', () => ({
  G2Chart: ({ spec }: { spec: { type: string; data: unknown[] } }) => (
    <pre data-testid={spec.type === 'interval' ? 'bar-chart' : 'line-chart'}>
      {JSON.stringify(spec.data)}
    </pre>
  ),
}));

const campaign = (over: Partial<Campaign>): Campaign =>
  ({
    id: 1,
    typecampaing: 1,
    name: 'Campaña',
    status: true,
    actionEmails: null,
    actionSms: null,
    actionCall: null,
    actionWebChat: null,
    actionIM: null,
    actionOparadores: null,
    ...over,
  }) as Campaign;

const CAMPAIGNS = [
  campaign({ id: 1, typecampaing: 1, actionCall: 100, actionWebChat: 50 }),
  campaign({ id: 2, typecampaing: 2, actionCall: 300 }),
  campaign({ id: 3, typecampaing: 7, actionSms: 20 }),
  campaign({ id: 4, typecampaing: 1, actionCall: 10, status: false }),
  campaign({ id: 5, typecampaing: 2, actionEmails: 10, status: 'draft' }),
];

const GRAPH: InboundGraphPoint[] = [
  { date: '2026-11-04', callInbound: 150, callOutbound: 90 },
  { date: '2026-11-03', callInbound: 120, callOutbound: 80 },
];

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '*', element: <p>Otra página</p> },
];

describe('DashboardPage', () => {
  beforeEach(() => resetSession(true));
  afterEach(() => vi.restoreAllMocks());

  it('greets the user and draws both charts from the API data', async () => {
    answerApi({ get: { '/campaings': CAMPAIGNS, '/inbound-graph': GRAPH } });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('heading', { name: '¡Hola, Carolina!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: labels.controlPanel })).toBeInTheDocument();

    const bars = JSON.parse((await screen.findByTestId('bar-chart')).textContent ?? '');
    // Active campaigns only (1, 2, 3), per channel; type 7 reads as Outbound.
    expect(bars).toEqual([
      { channel: 'SMS', type: 'Inbound', campaigns: 0 },
      { channel: 'SMS', type: 'Outbound', campaigns: 1 },
      { channel: 'Llamadas telefónicas', type: 'Inbound', campaigns: 1 },
      { channel: 'Llamadas telefónicas', type: 'Outbound', campaigns: 1 },
      { channel: 'Web chat', type: 'Inbound', campaigns: 1 },
      { channel: 'Web chat', type: 'Outbound', campaigns: 0 },
    ]);
    expect(
      screen.getByText('3 campañas activas: 1 inbound y 2 outbound, por canal.'),
    ).toBeVisible();

    const line = JSON.parse((await screen.findByTestId('line-chart')).textContent ?? '');
    expect(line).toEqual([
      { day: '3 nov', series: 'Llamadas entrantes', calls: 120 },
      { day: '3 nov', series: 'Llamadas salientes', calls: 80 },
      { day: '4 nov', series: 'Llamadas entrantes', calls: 150 },
      { day: '4 nov', series: 'Llamadas salientes', calls: 90 },
    ]);
  });

  it('has the create button and the three shortcuts', async () => {
    answerApi({ get: { '/campaings': [], '/inbound-graph': [] } });
    const { router } = renderRoutes(routes, '/dashboard');
    const shortcuts = await screen.findByRole('navigation', { name: 'Accesos directos' });
    const hrefs = within(shortcuts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/campaigns/gestionar', '/productos/gestionar', '/dashboard']);
    // A new company: no campaigns and no calls read as zeros, not as a period of 0 days.
    expect(screen.getByText('No hay campañas activas')).toBeInTheDocument();
    expect(
      screen.getByText('Aún no hay llamadas registradas: 0 entrantes y 0 salientes.'),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Crear campaña' }));
    expect(router.state.location.pathname).toBe('/campaigns/crear');
  });

  it('shows the error page when the graph cannot be loaded', async () => {
    answerApi({
      get: { '/campaings': CAMPAIGNS, '/inbound-graph': new ApiError('fallo', 500) },
    });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(errors.unexpected)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: errors.goToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
