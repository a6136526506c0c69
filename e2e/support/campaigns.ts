// A campaign created through the API, for specs that need one to exist before the page opens.
import { expect, type Page } from '@playwright/test';
import { apiUrl } from './env';

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
