// Roles end to end, in a company of the test's own: its Administrativo gives access to a profile
// and sees the temporary password once; that person signs in, must choose a password first, and
// then, as Agente, sees no button to create or edit, no Administración or Perfiles y Roles in the
// menu, finds nothing of those areas in the header search, gets the 403 page on /configuracion
// (whose remote is never loaded); a change of the profile's role to Funcional shows the campaign
// buttons at that person's next navigation, without signing in again.
import type { Page, Request } from '@playwright/test';
import { access } from 'shared-ui/texts';
import { createCampaign } from './support/campaigns';
import { signInToOwnCompany } from './support/company';
import { dialogWith, press } from './support/dialogs';
import { apiUrl, remoteOrigin } from './support/env';
import { menuEntry, navigateInApp, sideMenu } from './support/navigation';
import { expect, test } from './support/test';
import { main, row, unique } from './support/ui';

const OWN_PASSWORD = 'Agente#2026x';

/** The person the test gives access to: a profile of the company, Agente. */
const person = (email: string, role: string[]) => ({
  name: 'Rosa',
  lastName: 'Lucena',
  email,
  phone: '4141234567',
  role,
  campain: '',
});

const search = async (page: Page, text: string) => {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('combobox', { name: '¿Qué estás buscando?' }).fill(text);
};

test.describe('roles', () => {
  // Two people, two sign-ins, a password to choose and several areas on a busy two-core machine.
  test.describe.configure({ timeout: 180_000 });

  test('an Agente sees and does only what the role allows; Funcional follows at the next navigation', async ({
    page,
    browser,
  }) => {
    // The Administrativo: the company's first user, with a campaign and a person to give access to.
    const admin = await signInToOwnCompany(page);
    const headers = { Authorization: `Bearer ${admin.token}` };
    const campaign = unique('Campaña de roles');
    await createCampaign(page, admin.token, campaign);
    const email = `${unique('agente').replace(/\s/g, '-')}@example.com`;
    const created = await page.request.post(`${apiUrl()}/profiles`, {
      headers,
      data: person(email, ['Agente']),
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // 'Dar acceso': the temporary password, once, with the word that no e-mail carries it.
    await page.goto(`/perfiles-roles/editar/${id}`);
    await expect(main(page).getByText('Este perfil no inicia sesión.')).toBeVisible();
    await main(page).getByRole('button', { name: 'Dar acceso' }).click();
    const granted = dialogWith(page, 'Acceso concedido');
    await expect(granted.getByText(/No hay servidor de correo/)).toBeVisible();
    await expect(granted.getByText(email)).toBeVisible();
    const temporary = (await granted.getByTestId('temporary-password').textContent()) ?? '';
    expect(temporary).toMatch(/^\S{14}$/);
    await press(granted, 'Entendido');
    await expect(main(page).getByText(/aún no eligió su contraseña/)).toBeVisible();
    await expect(page.getByText(temporary)).toHaveCount(0);
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Quitar acceso' })).toBeVisible();
    await expect(page.getByText(temporary)).toHaveCount(0);

    // The person, in a browser of their own: the temporary password leads to choosing theirs.
    const context = await browser.newContext();
    const agent = await context.newPage();
    const remoteRequests: Request[] = [];
    const hidden = [remoteOrigin('settings'), remoteOrigin('wallet')];
    agent.on('request', (request) => {
      if (hidden.some((origin) => request.url().startsWith(origin))) remoteRequests.push(request);
    });
    try {
      await agent.goto('/');
      await agent.getByLabel('Usuario').fill(email);
      await agent.getByLabel('Contraseña').fill(temporary);
      await agent.getByRole('button', { name: 'Ingresar' }).click();
      await expect(agent.getByRole('heading', { name: access.choosePasswordTitle })).toBeVisible();
      await expect(sideMenu(agent)).toHaveCount(0);
      await agent.getByLabel(access.temporaryPassword).fill(temporary);
      await agent.getByLabel('Nueva contraseña', { exact: true }).fill(OWN_PASSWORD);
      await agent.getByLabel('Confirmar contraseña', { exact: true }).fill(OWN_PASSWORD);
      await agent.getByRole('button', { name: access.choosePassword }).click();
      await expect(main(agent).getByRole('heading', { name: /^¡Hola/ })).toBeVisible();

      // Agente: no Administración, no Perfiles y Roles, no balance.
      const menu = sideMenu(agent);
      await expect(menu.getByRole('menuitem', { name: 'Campañas', exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Administración' })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: 'Perfiles y Roles' })).toHaveCount(0);
      await expect(agent.getByRole('banner').getByText('Saldo')).toHaveCount(0);

      // The campaigns, to read only: no 'Crear' in the menu or the page, no 'Editar'.
      await navigateInApp(agent, '/campaigns/gestionar');
      await expect(row(agent, campaign)).toBeVisible();
      await expect(menuEntry(agent, 'Campañas', 'Gestionar')).toBeVisible();
      await expect(menuEntry(agent, 'Campañas', 'Crear')).toHaveCount(0);
      await expect(main(agent).getByRole('button', { name: 'Crear campaña' })).toHaveCount(0);
      await expect(main(agent).getByRole('button', { name: /^Editar/ })).toHaveCount(0);

      // The header search finds nothing of Perfiles y Roles (nor of the pages they may not open).
      await search(agent, 'Rosa');
      await expect(agent.getByRole('status').filter({ hasText: 'Sin resultados' })).toBeVisible();
      await agent.keyboard.press('Escape');

      // By URL, the settings show the 403 page inside the layout, with the way home.
      await agent.goto('/configuracion');
      await expect(main(agent).getByRole('heading', { name: access.forbidden })).toBeVisible();
      await expect(agent.getByRole('banner')).toBeVisible();
      await expect(main(agent).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      // The API says the same to a hand-made request.
      const { token } = (await agent.evaluate(() =>
        JSON.parse(
          localStorage.getItem('bo.session') ?? sessionStorage.getItem('bo.session') ?? '{}',
        ),
      )) as { token: string };
      const refused = await agent.request.get(`${apiUrl()}/settings`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'No tienes permiso para realizar esta acción.',
      );

      // The Administrativo makes them Funcional: at their next navigation, the buttons are there.
      await main(agent).getByRole('link', { name: 'Ir al inicio' }).click();
      await expect(main(agent).getByRole('heading', { name: /^¡Hola/ })).toBeVisible();
      const changed = await page.request.put(`${apiUrl()}/profiles/${id}`, {
        headers,
        data: person(email, ['Funcional']),
      });
      expect(changed.status()).toBe(200);
      // Nothing of a hidden area was fetched while they were Agente.
      expect(remoteRequests).toEqual([]);
      await navigateInApp(agent, '/campaigns/gestionar');
      await expect(main(agent).getByRole('button', { name: 'Crear campaña' })).toBeVisible();
      await expect(
        row(agent, campaign).getByRole('button', { name: `Editar ${campaign}` }),
      ).toBeVisible();
      await expect(menuEntry(agent, 'Campañas', 'Crear')).toBeVisible();
      // Funcional reads the wallet: its balance and its menu entry; still no settings.
      await expect(menu.getByRole('menuitem', { name: 'Administración' })).toBeVisible();
      await expect(agent.getByRole('banner').getByRole('link', { name: /^Saldo/ })).toBeVisible();
      await search(agent, campaign);
      await expect(agent.getByRole('option', { name: new RegExp(campaign) })).toBeVisible();
      await agent.keyboard.press('Escape');

      // The settings' remote was never loaded for them, Funcional or not.
      const settings = remoteOrigin('settings');
      expect(remoteRequests.filter((r) => r.url().startsWith(settings))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
