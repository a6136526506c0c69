// Campaigns for the specs: one created through the API, and the wizard's steps filled as a user does.
import { expect, type Page } from '@playwright/test';
import { apiUrl } from './env';
import { pick } from './ui';

/** A valid POST /campaings body (inbound, e-mail only, in 2030); `overrides` change any field. */
export const campaignBody = (name: string, overrides: Record<string, unknown> = {}) => ({
  typecampaing: 1,
  name,
  description: 'Creada por la prueba',
  objectives: 'Ventas',
  actions: ['Contratación'],
  tags: ['prueba'],
  nivel: 1,
  initDate: '2030-01-01',
  initHour: '08:00',
  finalitationDate: '2030-02-01',
  finalitationHour: '18:00',
  frecuence: 'Repetir diariamente',
  actionEmails: 100,
  actionSms: null,
  actionCall: null,
  actionWebChat: null,
  actionIM: null,
  actionOparadores: null,
  channels: ['Emails'],
  status: true,
  ...overrides,
});

/** Creates the campaign `name` with `status` (true active, false inactive, 'draft'); returns its id. */
export async function createCampaign(
  page: Page,
  token: string,
  name: string,
  status: true | false | 'draft' = true,
) {
  const response = await page.request.post(`${apiUrl()}/campaings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: campaignBody(name, { status }),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/** Types into a date or time picker and commits with Enter. */
async function typeInto(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

/** The wizard's step 1, complete (with the service level when `inbound`). */
export async function fillStep1(page: Page, name: string, inbound: boolean) {
  await page.getByLabel('Nombre de la campaña').fill(name);
  await page.getByLabel('Descripción').fill('Campaña creada por la prueba');
  await pick(page, 'Objetivo', 'Ventas');
  await pick(page, 'Acciones', 'Contratación');
  await pick(page, 'Acciones', 'Reserva');
  const tags = page.getByRole('combobox', { name: 'Tags o etiquetas' });
  await tags.click();
  await tags.fill('prueba');
  await tags.press('Enter');
  await page.keyboard.press('Escape');
  if (inbound) await pick(page, 'Nivel de servicio', 'Nivel 2');
}

/** The wizard's step 2, complete: dates, hours, frequency and 1200 phone calls. */
export async function fillStep2(page: Page) {
  await typeInto(page, 'Fecha de inicio', '01/12/2030');
  await typeInto(page, 'Hora de inicio', '08:00');
  await typeInto(page, 'Fecha de finalización', '31/12/2030');
  await typeInto(page, 'Hora de finalización', '18:00');
  await pick(page, 'Frecuencia', 'Repetir diariamente');
  await page.getByRole('switch', { name: /Llamadas telefónicas/ }).click();
  await page.getByLabel('Cantidad de Llamadas telefónicas').fill('1200');
}
