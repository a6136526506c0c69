import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { fakeApi, renderPage } from 'shared-ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import CampaignCreate from './CampaignCreate';

const m = texts.validation.campaign;
const user = () => userEvent.setup({ delay: null });

/** Picks an option of an antd Select: open it, click the option. */
async function choose(u: ReturnType<typeof user>, label: string, option: string) {
  await u.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${option}"]`);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await u.click(item);
  await u.keyboard('{Escape}');
}

/** Adds a free-entry tag: type it, Enter. */
async function addTag(u: ReturnType<typeof user>, label: string, tag: string) {
  await u.click(screen.getByLabelText(label));
  await u.keyboard(`${tag}{Enter}{Escape}`);
}

async function typeDate(u: ReturnType<typeof user>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await u.click(input);
  await u.keyboard(value);
  await u.keyboard('{Enter}');
}

describe('the creation wizard', { timeout: 180_000 }, () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({
      'POST /campaings': ({ body }) => [201, { id: 99, ...(body as object) }],
    });
  });

  it('asks for the type first', async () => {
    const u = user();
    renderPage(<CampaignCreate />);
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByText(m.type)).toBeInTheDocument();
  });

  it("shows step 1's messages on an empty submit, with the level for inbound only", async () => {
    const u = user();
    renderPage(<CampaignCreate />);
    await u.click(screen.getByText('Inbound'));
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));
    await screen.findByLabelText('Nombre de la campaña');
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));
    for (const message of [m.name, m.description, m.objectives, m.actions, m.tags, m.level])
      expect(await screen.findByText(message)).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Atrás' }));
    await u.click(screen.getByText('Outbound'));
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByLabelText('Nombre de la campaña')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nivel de servicio')).not.toBeInTheDocument();
  });

  it("shows step 2's messages, keeps typed values on back and next, and sends the campaign", async () => {
    const u = user();
    renderPage(<CampaignCreate />);
    await u.click(screen.getByText('Outbound'));
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));

    await u.type(await screen.findByLabelText('Nombre de la campaña'), 'Preventa 1 Gbps');
    await u.type(screen.getByLabelText('Descripción'), 'Clientes premium');
    await choose(u, 'Objetivo', 'Ventas');
    await choose(u, 'Acciones', 'Reserva');
    await addTag(u, 'Tags o etiquetas', 'premium');
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));
    await screen.findByLabelText('Fecha de inicio');
    await u.click(screen.getByRole('button', { name: /Crear campaña/ }));
    for (const message of [m.initDate, m.initHour, m.endDate, m.endHour, m.frequency])
      expect(await screen.findByText(message)).toBeInTheDocument();

    // Back and next keep what was typed.
    await u.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByLabelText('Nombre de la campaña')).toHaveValue('Preventa 1 Gbps');
    await u.click(screen.getByRole('button', { name: /Siguiente/ }));
    // Step 1 is validated (asynchronously) before step 2 shows again.
    await screen.findByLabelText('Fecha de inicio');

    await typeDate(u, 'Fecha de inicio', '01/12/2026');
    await typeDate(u, 'Hora de inicio', '08:00');
    await typeDate(u, 'Fecha de finalización', '31/12/2026');
    await typeDate(u, 'Hora de finalización', '18:00');
    await choose(u, 'Frecuencia', 'Repetir diariamente');

    // A channel's quantity is disabled until its switch is on; off again resets it to null.
    const sms = screen.getByLabelText('Cantidad de SMS');
    expect(sms).toBeDisabled();
    await u.click(screen.getByRole('switch', { name: /SMS/ }));
    expect(sms).toBeEnabled();
    await u.clear(sms);
    await u.type(sms, '700');
    await u.click(screen.getByRole('switch', { name: /Emails/ }));
    await u.click(screen.getByRole('switch', { name: /Emails/ }));
    expect(screen.getByLabelText('Cantidad de Emails')).toBeDisabled();

    await u.click(screen.getByRole('button', { name: /Crear campaña/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Campaña creada')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Crear otra campaña' })).toBeInTheDocument();

    const [post] = api.writes();
    expect(post?.body).toMatchObject({
      typecampaing: 2,
      name: 'Preventa 1 Gbps',
      description: 'Clientes premium',
      objectives: 'Ventas',
      actions: ['Reserva'],
      tags: ['premium'],
      nivel: null,
      initDate: '2026-12-01',
      initHour: '08:00',
      finalitationDate: '2026-12-31',
      finalitationHour: '18:00',
      frecuence: 'Repetir diariamente',
      actionSms: 700,
      actionEmails: null,
      channels: ['SMS'],
      status: true,
    });
  });
});
