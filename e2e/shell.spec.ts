// The shell end to end: login and its errors, remember-me, registration and recovery, the guards,
// the 404, the header (balance, search, notifications, user pop-up, sign-out), the menu and the dashboard.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInToOwnCompany } from './support/company';
import { apiUrl } from './support/env';
import { press } from './support/dialogs';
import { navigateInApp, openAccountMenu } from './support/navigation';
import { DEMO_USER, SESSION_KEY, signIn } from './support/session';
import { axeCheck } from './support/ui';

const INVALID = 'Invalid email or password...';
const NOT_FOUND = 'Oops, Página no encontrada - 404';
const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';

interface SignedIn {
  token: string;
  user: { firstName: string; email: string };
  role: string;
}

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const main = (page: Page) => page.getByRole('main');

/** What the browser keeps of the session in each storage. */
const stored = (page: Page) =>
  page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    SESSION_KEY,
  );

async function loginThroughForm(page: Page, { remember }: { remember: boolean }) {
  await page.goto('/');
  await page.getByLabel('Usuario').fill(DEMO_USER.username);
  await page.getByLabel('Contraseña').fill(DEMO_USER.password);
  if (remember) await page.getByRole('checkbox', { name: 'Recordarme' }).check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** 'USD $1.537,30' -> 1537.3 */
const parseUsd = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replace(/\./g, '')
      .replace(',', '.'),
  );

async function walletTotal(token: string): Promise<number> {
  const response = await fetch(`${apiUrl()}/walletuser`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const wallets = (await response.json()) as { total: number }[];
  return wallets[0]?.total ?? 0;
}

/** Opens a second tab of the same browser profile: localStorage is shared, sessionStorage is not. */
const secondTab = (page: Page) => page.context().newPage();

test.describe('login', () => {
  test('asks for the user and the password', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Ingrese su Usuario!')).toBeVisible();
    await expect(page.getByText('Ingrese su Contraseña!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('wrong credentials: the message under the password, both fields marked', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Usuario').fill(DEMO_USER.username);
    await page.getByLabel('Contraseña').fill('No-es-esta-1');
    await page.getByRole('button', { name: 'Ingresar' }).click();

    const message = page.getByText(INVALID);
    await expect(message).toBeVisible();
    await expect(message).toHaveCount(1);
    await expect(
      page.locator('.ant-form-item').filter({ has: page.getByLabel('Contraseña') }),
    ).toContainText(INVALID);
    await expect(page.getByLabel('Usuario')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page)).toEqual({ local: null, session: null });
  });

  test('without remember-me the session lasts for the tab', async ({ page }) => {
    await loginThroughForm(page, { remember: false });
    const { local, session } = await stored(page);
    expect(local).toBeNull();
    expect(session).toContain('"token"');

    const other = await secondTab(page);
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('with remember-me the session outlives the tab', async ({ page }) => {
    await loginThroughForm(page, { remember: true });
    const { local, session } = await stored(page);
    expect(session).toBeNull();
    expect(local).toContain('"token"');

    const other = await secondTab(page);
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(main(other).getByRole('heading', { name: /^¡Hola/ })).toBeVisible();
  });

  test('links to registration and recovery, and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await page.getByRole('link', { name: 'Inicia sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/recuperar-clave$/);
    await expect(page.getByRole('button', { name: 'Recuperar' })).toBeVisible();
  });

  test('registration validates, registers, and the new account can log in', async ({ page }) => {
    const email = `${unique('nuevo')}@example.com`;
    await page.goto('/registro');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Nueva contraseña').fill('corta');
    await page.getByLabel('Confirmar contraseña').fill('otra');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByText('Debe cumplir el formato especificado')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();

    await page.getByLabel('Nueva contraseña').fill('Segura#2026');
    await page.getByLabel('Confirmar contraseña').fill('Segura#2026');
    await page.getByRole('button', { name: 'Registrate' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Cuenta creada correctamente')).toBeVisible();
    await press(dialog, 'Iniciar sesión');
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel('Usuario').fill(email);
    await page.getByLabel('Contraseña').fill('Segura#2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // Registration answers a known e-mail as a new one (it creates nothing), so the form cannot
  // tell who has an account; this test expected 'Ya existe una cuenta…' before that change.
  test('registering an e-mail twice answers alike, and the first password still signs in', async ({
    page,
  }) => {
    const email = `${unique('repetido')}@example.com`;
    for (const password of ['Segura#2026', 'Otra#Clave9']) {
      await page.goto('/registro');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Nueva contraseña').fill(password);
      await page.getByLabel('Confirmar contraseña').fill(password);
      await page.getByRole('button', { name: 'Registrate' }).click();
      await expect(page.getByRole('dialog').getByText('Cuenta creada correctamente')).toBeVisible();
    }
    await page.goto('/');
    await page.getByLabel('Usuario').fill(email);
    await page.getByLabel('Contraseña').fill('Otra#Clave9');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText(INVALID)).toBeVisible();
    await page.getByLabel('Contraseña').fill('Segura#2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('password recovery asks for the e-mail, then confirms', async ({ page }) => {
    await page.goto('/recuperar-clave');
    await page.getByRole('button', { name: 'Recuperar' }).click();
    await expect(page.getByText('Ingrese su correo electrónico!')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('alguien@example.com');
    await page.getByRole('button', { name: 'Recuperar' }).click();
    await expect(
      page.getByRole('dialog').getByText('Si el correo está registrado', { exact: false }),
    ).toBeVisible();
  });

  test('the public pages pass axe', async ({ page }) => {
    for (const path of ['/', '/registro', '/recuperar-clave']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await axeCheck(page).analyze();
      expect(violations.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });
});

test.describe('guards', () => {
  test('private pages send a visitor without a session to the login', async ({ page }) => {
    // The login names the page to come back to (the dashboard is where it leads anyway).
    for (const [path, login] of [
      ['/dashboard', /\/$/],
      ['/campaigns/gestionar', /\/\?redirect=%2Fcampaigns%2Fgestionar$/],
      ['/wallet', /\/\?redirect=%2Fwallet$/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(login);
      await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    }
  });

  test('public pages send a signed-in user to the dashboard', async ({ page }) => {
    await signIn(page);
    for (const path of ['/', '/registro', '/recuperar-clave']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('an unknown path shows the 404, with or without a session', async ({ page, browser }) => {
    await page.goto('/esto/no/existe');
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    const signed = await browser.newPage();
    await signIn(signed);
    await signed.goto('/esto/no/existe');
    await expect(main(signed).getByText(NOT_FOUND)).toBeVisible();
    await expect(signed.getByRole('banner')).toBeVisible();
    await signed.close();
  });

  test('a session the API rejects (401) ends at the login', async ({ page }) => {
    const bogus = { token: 'x'.repeat(43), user: { firstName: 'Nadie' }, role: 'client' };
    await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(bogus),
    ] as const);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('the header balance', () => {
  test("is the API's balance of the user's company and links to /wallet", async ({ page }) => {
    // A wallet of the test's own, credited 1.234,50 + 0,75: nothing else moves it.
    const { token } = await signInToOwnCompany(page, { topUps: [1234.5, 0.75] });
    expect(await walletTotal(token)).toBe(1235.25);
    await page.goto('/dashboard');
    const balance = page.getByRole('banner').getByRole('link', { name: /^Saldo USD/ });
    await expect(balance).toHaveAttribute('href', '/wallet');
    await expect(balance).toContainText('USD $1.235,25');
    expect(parseUsd((await balance.textContent()) ?? '')).toBe(1235.25);
    await balance.click();
    await expect(page).toHaveURL(/\/wallet$/);
  });
});

test.describe('header and menu', () => {
  let session: SignedIn;
  test.beforeEach(async ({ page }) => {
    session = (await signIn(page)) as SignedIn;
    await page.goto('/dashboard');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('notifications are always empty', async ({ page }) => {
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(page.getByRole('tooltip').getByText('Sin notificaciones')).toBeVisible();
  });

  test('the user pop-up: role, name, e-mail, balance and account links', async ({ page }) => {
    const popup = await openAccountMenu(page);
    await expect(popup).toContainText(`Super Admin ${session.role}`);
    await expect(popup).toContainText(session.user.firstName);
    await expect(popup).toContainText(session.user.email);
    await expect(popup).toContainText(/Saldo disponible\s*USD \$/);
    const links = popup.getByRole('navigation', { name: 'Mi cuenta' });
    await expect(links.getByRole('link', { name: 'Acceso y seguridad' })).toHaveAttribute(
      'href',
      '/perfiles-roles/informacion-de-cuenta',
    );
    await expect(links.getByRole('link', { name: 'Campañas activas' })).toHaveAttribute(
      'href',
      '/campaigns/gestionar',
    );
    await links.getByRole('link', { name: 'Recargar saldo' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
  });

  test('sign-out ends the session everywhere and goes to /', async ({ page }) => {
    const popup = await openAccountMenu(page);
    await popup.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await stored(page)).toEqual({ local: null, session: null });

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    // The API forgot the token too (POST /auth/logout).
    await expect
      .poll(async () => {
        const response = await fetch(`${apiUrl()}/walletuser`, {
          headers: { Authorization: `Bearer ${session.token}` },
        });
        return response.status;
      })
      .toBe(401);
  });

  test('the search opens the edit page of the hit clicked (a campaign)', async ({ page }) => {
    await page.getByRole('button', { name: 'Buscar' }).click();
    const box = page.getByRole('combobox', { name: '¿Qué estás buscando?' });
    await expect(box).toBeFocused();
    await box.fill('captación fibra');
    await page.getByRole('option', { name: /Captación Fibra Hogar Caracas/ }).click();
    await expect(page).toHaveURL(/\/campaigns\/gestionar\/editar\/\d+$/);
    await expect(main(page)).toContainText('Captación Fibra Hogar Caracas');
  });

  test('the search works from the keyboard (a product)', async ({ page }) => {
    await page.getByRole('button', { name: 'Buscar' }).click();
    const box = page.getByRole('combobox', { name: '¿Qué estás buscando?' });
    await expect(box).toBeFocused();
    await page.keyboard.type('Fibra Hogar 300');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Producto');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/productos\/editar\/\d+$/);
  });

  test('the search says when nothing matches', async ({ page }) => {
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('combobox', { name: '¿Qué estás buscando?' }).fill('zzzz-nada');
    await expect(page.getByRole('status').filter({ hasText: 'Sin resultados' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: '¿Qué estás buscando?' })).toBeHidden();
  });

  test('the menu follows the URL and its empty areas show "Sin información"', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Control de gestión');

    await navigateInApp(page, '/productos/editar/1');
    await expect(menu.locator('.ant-menu-item-selected')).toHaveText('Gestionar');
    await expect(menu.getByRole('link', { name: 'Crear categorías' })).toBeVisible();

    await menu.getByRole('link', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/\/sin-informacion\/marketing$/);
    await expect(main(page).getByText('Sin información')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  test('the menu collapses below 1200 px and the header button opens it', async ({ page }) => {
    const sider = page.locator('.ant-layout-sider');
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await page.setViewportSize({ width: 1400, height: 800 });
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('link', { name: 'Gestionar productos' }).click();
    await expect(page).toHaveURL(/\/productos\/gestionar$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header and the menu pass axe', async ({ page }) => {
    const { violations } = await axeCheck(page)
      .include('header')
      .include('nav[aria-label="Menú principal"]')
      .analyze();
    expect(violations.map((v) => `${v.id} ${v.help}`)).toEqual([]);
  });
});

/** Whether a canvas holds any painted pixel. */
const painted = (page: Page, index: number) =>
  page
    .locator('figure canvas')
    .nth(index)
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
      return false;
    });

test.describe('dashboard', () => {
  test('greets the user, offers the shortcuts and draws both charts', async ({ page }) => {
    const { user } = (await signIn(page)) as SignedIn;
    await page.goto('/dashboard');
    await expect(
      main(page).getByRole('heading', { name: `¡Hola, ${user.firstName}!` }),
    ).toBeVisible();

    const shortcuts = page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link');
    await expect(shortcuts).toHaveCount(3);
    expect(
      await shortcuts.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/campaigns/gestionar', '/productos/gestionar', '/dashboard']);

    await expect(page.getByRole('img', { name: /^Resumen de campañas activas\./ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Indicadores de llamadas\./ })).toBeVisible();
    await expect(page.locator('figure canvas')).toHaveCount(2);
    await expect.poll(() => painted(page, 0)).toBe(true);
    await expect.poll(() => painted(page, 1)).toBe(true);

    await main(page).getByRole('button', { name: 'Crear campaña' }).click();
    await expect(page).toHaveURL(/\/campaigns\/crear$/);
  });

  test('a failed graph load shows the error page inside the layout', async ({ page }) => {
    await signIn(page);
    await page.route('**/inbound-graph', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/dashboard');
    await expect(main(page).getByText(ERROR_TEXT)).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
