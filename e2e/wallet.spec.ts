// The wallet end to end: a top-up from method to confirmation moves the header balance, the form's
// messages, a failed top-up keeps what was typed, and axe over the page and the flow.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { errors, validation } from 'shared-ui/texts';
import { apiUrl } from './support/env';
import { press } from './support/dialogs';
import { signInToOwnCompany } from './support/company';
import { axeCheck, opened } from './support/ui';

const TOP_UP = 'Recargar saldo';
const SUBMIT = 'Notificar pago';
const AMOUNT = 'Monto (USD)';
const TRANSACTION = 'No. de transacción';

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** 'USD $1.234,50' (the Spanish format of the screens) as 1234.5. */
const amountOf = (text: string | null) =>
  Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** Waits until `read` shows `amount`. */
const expectAmount = (read: () => Promise<string | null>, amount: number) =>
  expect.poll(async () => amountOf(await read())).toBeCloseTo(amount, 2);

/** The balance in the shell's header: a link to /wallet named 'Saldo USD $…'. */
const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Saldo USD/ });

async function balanceFromApi(page: Page, token: string): Promise<number> {
  const response = await page.request.get(`${apiUrl()}/walletuser`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [wallet] = (await response.json()) as { total: number }[];
  return wallet?.total ?? 0;
}

/** Opens the flow from the wallet page, picks `method` and reaches the payment form. */
async function openPaymentForm(page: Page, method = 'Transferencias Zelle') {
  await page.getByRole('main').getByRole('button', { name: TOP_UP }).click();
  const drawer = page.getByRole('dialog', { name: TOP_UP });
  await opened(drawer);
  await drawer.getByRole('radio', { name: method }).check();
  await drawer.getByRole('button', { name: 'Continuar' }).click();
  await expect(drawer.getByText(`Instrucciones de pago: ${method}`)).toBeVisible();
  return drawer;
}

test.describe('wallet', () => {
  // Each test walks the whole flow; a busy two-core machine needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  let token = '';
  test.beforeEach(async ({ page }) => {
    // A wallet of the test's own: its balance and its history are what the test made them.
    ({ token } = await signInToOwnCompany(page));
    await page.goto('/wallet');
    // The first visit fetches the remote: allow for a busy machine.
    await expect(page.getByRole('main').getByRole('table')).toBeVisible({ timeout: 30_000 });
  });

  test('a complete top-up raises the header balance by the amount', async ({ page }) => {
    const before = await balanceFromApi(page, token);
    await expectAmount(() => headerBalance(page).textContent(), before);

    const drawer = await openPaymentForm(page, 'Pago móvil');
    const transaction = unique('E2E');
    // The Spanish decimal comma.
    await drawer.getByLabel(AMOUNT).fill('37,25');
    await drawer.getByLabel(TRANSACTION).fill(transaction);
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/recargas') && r.request().method() === 'POST',
    );
    await drawer.getByRole('button', { name: SUBMIT }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const { total } = (await response.json()) as { total: number };
    expect(total).toBeCloseTo(before + 37.25, 2);

    const done = page.getByRole('dialog').filter({ hasText: 'Recarga notificada' });
    await expect(done).toBeVisible();
    await expect(done).toContainText('5 minutos');
    await expectAmount(() => headerBalance(page).textContent(), total);

    await press(done, 'Ir a la billetera');
    await expect(page).toHaveURL(/\/wallet$/);
    const main = page.getByRole('main');
    await expectAmount(
      () => main.getByRole('status', { name: 'Saldo disponible' }).textContent(),
      total,
    );
    const newest = main.getByRole('table').getByRole('row').nth(1);
    await expect(newest).toContainText(transaction);
    await expect(newest).toContainText('Pago móvil');
    await expect(newest).toContainText('USD $37,25');
  });

  test('"Realizar otra recarga" starts again from the method, with an empty form', async ({
    page,
  }) => {
    let drawer = await openPaymentForm(page);
    await drawer.getByLabel(AMOUNT).fill('5');
    await drawer.getByLabel(TRANSACTION).fill(unique('E2E'));
    await drawer.getByRole('button', { name: SUBMIT }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'Recarga notificada' });
    await press(done, 'Realizar otra recarga');
    drawer = page.getByRole('dialog', { name: TOP_UP });
    await opened(drawer);
    // The method chosen before is no longer chosen, and neither is any other.
    await expect(drawer.getByRole('radio', { name: 'Transferencias Zelle' })).not.toBeChecked();
    await expect(drawer.getByRole('radio', { checked: true })).toHaveCount(0);
    await drawer.getByRole('radio', { name: 'Efectivo electrónico' }).check();
    await drawer.getByRole('button', { name: 'Continuar' }).click();
    await expect(drawer.getByLabel(AMOUNT)).toHaveValue('');
    await expect(drawer.getByLabel(TRANSACTION)).toHaveValue('');
  });

  test('an empty or zero amount and a missing transaction number show the messages', async ({
    page,
  }) => {
    const drawer = await openPaymentForm(page);
    await drawer.getByRole('button', { name: SUBMIT }).click();
    await expect(drawer.getByText(validation.topUp.amountRequired)).toBeVisible();
    await expect(drawer.getByText(validation.topUp.transactionRequired)).toBeVisible();
    await drawer.getByLabel(AMOUNT).fill('0');
    await drawer.getByLabel(AMOUNT).blur();
    await expect(drawer.getByText(validation.topUp.amountPositive)).toBeVisible();
  });

  test('a failing top-up shows the error modal and keeps what was typed', async ({ page }) => {
    const before = await balanceFromApi(page, token);
    await page.route('**/recargas', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    const drawer = await openPaymentForm(page);
    await drawer.getByLabel(AMOUNT).fill('12');
    await drawer.getByLabel(TRANSACTION).fill('TRX-FALLA');
    await drawer.getByRole('button', { name: SUBMIT }).click();

    const failure = page.getByRole('dialog').filter({ hasText: errors.sendTitle });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(errors.sendBody);
    await failure.getByRole('button', { name: errors.back }).click();
    await expect(failure).toBeHidden();
    await expect(drawer.getByLabel(AMOUNT)).toHaveValue('12,00');
    await expect(drawer.getByLabel(TRANSACTION)).toHaveValue('TRX-FALLA');
    expect(await balanceFromApi(page, token)).toBe(before);
  });

  test('both histories load; axe finds nothing critical or serious', async ({ page }) => {
    const main = page.getByRole('main');
    const serious = async (include: string) => {
      // Away from the last button clicked: axe would measure its hover colours.
      await page.mouse.move(0, 0);
      const { violations } = await axeCheck(page).include(include).analyze();
      return violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious('main')).toEqual([]);

    await main.getByRole('tab', { name: 'Historial de consumo' }).click();
    await expect(main.getByRole('columnheader', { name: 'Campaña' })).toBeVisible();
    expect(await serious('main')).toEqual([]);

    await openPaymentForm(page);
    expect(await serious('.ant-drawer')).toEqual([]);
  });
});
