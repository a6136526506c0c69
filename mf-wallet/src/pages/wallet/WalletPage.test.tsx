import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MAX_TOP_UP, texts } from 'shared-ui/schemas';
import { useWalletStore } from 'shared-ui/session';
import type { Consumption, LedgerEntry, TopUpResult } from 'shared-ui/types';
import { type Call, enter, fakeApi, renderPage, type Routes } from 'shared-ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYEE, walletTexts as t } from '../../texts';
import WalletPage from './WalletPage';

const m = texts.validation.topUp;

/** A top-up as the ledger lists it. */
const topUp = (
  id: number,
  amount: number,
  date: string,
  method: string,
  transaction: string,
  before: number,
): LedgerEntry => ({
  id,
  date,
  kind: 'top-up',
  amount,
  before,
  after: before + amount,
  by: 'carolina.mendez@conectatel.com.ve',
  reason: 'Recarga',
  method,
  transaction,
  createdAt: date,
});

const ledger: LedgerEntry[] = [
  {
    id: 3,
    date: '2026-04-05T10:00:00.000Z',
    kind: 'consumption',
    amount: -15,
    before: 500,
    after: 485,
    by: 'Plataforma',
    reason: 'Envío de SMS · Reservas',
    method: null,
    transaction: null,
    createdAt: '2026-04-05T10:00:00.000Z',
  },
  topUp(2, 80, '2026-04-20T10:00:00.000Z', 'zelle', 'TRX-NEW', 485),
  topUp(1, 500, '2026-03-01T10:00:00.000Z', 'Transferencias bancarias', 'TRX-OLD', 0),
];
const consumption: Consumption[] = [
  { id: 1, date: '2026-04-01', description: 'Envío de SMS', campaign: 'Reservas', amount: 15 },
];

/** The wallet's API with a balance of 1000; the top-up answers as the server does, adding to it. */
const walletApi = (overrides: Routes = {}) => {
  let total = 1000;
  return fakeApi({
    'GET /walletuser': () => [200, [{ id: 1, total }]],
    'GET /movimientos': [200, ledger],
    'GET /consumos': [200, consumption],
    'POST /recargas': ({ body }: Call) => {
      const sent = body as { mont: number; method: string; transaction: string };
      total += sent.mont;
      const result: TopUpResult = {
        refill: { id: 3, date: '2026-05-01T10:00:00.000Z', description: 'Recarga', ...sent },
        total,
      };
      return [201, result];
    },
    ...overrides,
  });
};

const renderWallet = (url = '/wallet') => renderPage(<WalletPage />, { path: '/wallet/*', url });

/** Opens the flow, picks a method and reaches the payment form. */
const openPaymentForm = async (user: UserEvent, method = 'Pago móvil') => {
  await user.click(await screen.findByRole('button', { name: t.topUp }));
  const drawer = await screen.findByRole('dialog', { name: t.flow.title });
  await user.click(within(drawer).getByRole('radio', { name: method }));
  await user.click(within(drawer).getByRole('button', { name: t.flow.next }));
  await within(drawer).findByLabelText(t.flow.amountLabel);
  return drawer;
};

const fill = async (user: UserEvent, drawer: HTMLElement, amount: string, transaction: string) => {
  await enter(user, within(drawer).getByLabelText(t.flow.amountLabel), amount);
  await enter(user, within(drawer).getByLabelText(t.flow.transactionLabel), transaction);
};

const submit = (user: UserEvent, drawer: HTMLElement) =>
  user.click(within(drawer).getByRole('button', { name: t.flow.submit }));

describe('WalletPage', { timeout: 60_000 }, () => {
  beforeEach(() => useWalletStore.setState({ balance: 0, loaded: false }));

  describe('balance and history', () => {
    it('shows the balance and the refill history newest first, in Spanish', async () => {
      walletApi();
      renderWallet();
      expect(await screen.findByText('USD $1.000,00')).toBeInTheDocument();
      const table = await screen.findByRole('table');
      await within(table).findByText('TRX-NEW');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('TRX-NEW');
      expect(rows[0]).toHaveTextContent('Transferencias Zelle');
      expect(rows[0]).toHaveTextContent('20 abr 2026');
      expect(rows[1]).toHaveTextContent('Transferencias bancarias');
      // Consumption is on its own tab, not among the refills.
      expect(rows).toHaveLength(2);
    });

    it("shows the provider's corrections among the refills, with their reason", async () => {
      const correction: LedgerEntry = {
        id: 4,
        date: '2026-05-02T10:00:00.000Z',
        kind: 'correction',
        amount: -12.5,
        before: 565,
        after: 552.5,
        by: 'Proveedor (soporte)',
        reason: 'Recarga TRX-NEW acreditada de más',
        method: null,
        transaction: null,
        createdAt: '2026-05-02T10:00:00.000Z',
      };
      walletApi({ 'GET /movimientos': [200, [correction, ...ledger]] });
      renderWallet();
      const table = await screen.findByRole('table');
      const newest = (await within(table).findByText(correction.reason)).closest('tr');
      expect(newest).toHaveTextContent(t.correction);
      expect(newest).toHaveTextContent('USD $-12,50');
      expect(within(table).getAllByRole('row').slice(1)[0]).toBe(newest);
      // The totals count top-ups only: a correction is not a refill.
      expect(await screen.findByText('USD $580,00')).toBeInTheDocument();
      expect(screen.getByText(/Última recarga: .*80,00/)).toBeInTheDocument();
    });

    it('shows the last refill under the total refilled', async () => {
      walletApi();
      renderWallet();
      expect(await screen.findByText(/Última recarga: .*80,00/)).toBeInTheDocument();
    });

    it('lists the consumption on its tab', async () => {
      walletApi();
      const { user } = renderWallet();
      await user.click(await screen.findByRole('tab', { name: t.tabs.consumption }));
      expect(await screen.findByText('Envío de SMS')).toBeInTheDocument();
      expect(screen.getByText('Reservas')).toBeInTheDocument();
    });

    it('says so when there are no refills and no consumption yet', async () => {
      walletApi({ 'GET /movimientos': [200, []], 'GET /consumos': [200, []] });
      const { user } = renderWallet();
      expect(await screen.findByText(t.emptyRefills)).toBeInTheDocument();
      expect(screen.getByText(t.noRefillYet)).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: t.tabs.consumption }));
      expect(await screen.findByText(t.emptyConsumption)).toBeInTheDocument();
    });

    it('shows an empty history when the refill load fails', async () => {
      walletApi({ 'GET /movimientos': [500, { message: 'Error' }] });
      renderWallet();
      expect(await screen.findByText(t.emptyRefills)).toBeInTheDocument();
    });

    it('serves the seed data of the mock API when a test gives no routes', async () => {
      fakeApi();
      renderWallet();
      expect(await screen.findAllByText('Transferencias Zelle')).not.toHaveLength(0);
    });
  });

  describe('top-up flow', () => {
    it('opens the flow from its own URL', async () => {
      walletApi();
      renderWallet('/wallet/recargar');
      expect(await screen.findByRole('dialog', { name: t.flow.title })).toBeInTheDocument();
    });

    it('continues only once a method is chosen', async () => {
      walletApi();
      const { user } = renderWallet();
      await user.click(await screen.findByRole('button', { name: t.topUp }));
      const drawer = await screen.findByRole('dialog', { name: t.flow.title });
      expect(within(drawer).getByRole('button', { name: t.flow.next })).toBeDisabled();
      await user.click(within(drawer).getByRole('radio', { name: 'Pago móvil' }));
      expect(within(drawer).getByRole('button', { name: t.flow.next })).toBeEnabled();
    });

    it('shows the method instructions and where to pay', async () => {
      walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user, 'Transferencias Zelle');
      expect(
        within(drawer).getByText(t.flow.instructionsTitle('Transferencias Zelle')),
      ).toBeInTheDocument();
      expect(within(drawer).getByText(PAYEE.holder)).toBeInTheDocument();
      expect(within(drawer).getByText(PAYEE.email)).toBeInTheDocument();
      expect(within(drawer).getByText(PAYEE.taxId)).toBeInTheDocument();
    });

    it('keeps what was typed when the user goes back to change the method', async () => {
      walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await fill(user, drawer, '40', 'TRX-1');
      await user.click(within(drawer).getByRole('button', { name: t.flow.back }));
      await user.click(within(drawer).getByRole('radio', { name: 'Transferencias Zelle' }));
      await user.click(within(drawer).getByRole('button', { name: t.flow.next }));
      expect(await within(drawer).findByLabelText(t.flow.amountLabel)).toHaveValue('40,00');
      expect(within(drawer).getByLabelText(t.flow.transactionLabel)).toHaveValue('TRX-1');
    });
  });

  describe('top-up form rules (SPEC.md section 4)', () => {
    it('asks for the amount and the transaction number', async () => {
      const api = walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await submit(user, drawer);
      expect(await within(drawer).findByText(m.amountRequired)).toBeInTheDocument();
      expect(within(drawer).getByText(m.transactionRequired)).toBeInTheDocument();
      expect(api.writes()).toEqual([]);
    });

    it('refuses a zero amount', async () => {
      const api = walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await fill(user, drawer, '0', 'TRX-1');
      await submit(user, drawer);
      expect(await within(drawer).findByText(m.amountPositive)).toBeInTheDocument();
      expect(api.writes()).toEqual([]);
    });

    it('refuses an amount over the maximum of one top-up', async () => {
      const api = walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await fill(user, drawer, String(MAX_TOP_UP + 1), 'TRX-1');
      await submit(user, drawer);
      expect(await within(drawer).findByText(m.amountMax)).toBeInTheDocument();
      expect(api.writes()).toEqual([]);
    });

    it('refuses a transaction number made of spaces', async () => {
      const api = walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await fill(user, drawer, '10', '   ');
      await submit(user, drawer);
      expect(await within(drawer).findByText(m.transactionRequired)).toBeInTheDocument();
      expect(api.writes()).toEqual([]);
    });
  });

  describe('top-up result', () => {
    it('posts the top-up once, updates the balance and offers another top-up', async () => {
      const api = walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await fill(user, drawer, '125.5', ' TRX-9 ');
      await submit(user, drawer);

      expect(await screen.findByText(t.done.title)).toBeInTheDocument();
      expect(screen.getByText(t.done.subTitle)).toBeInTheDocument();
      expect(t.done.subTitle).toContain('5 minutos');
      expect(api.writes()).toHaveLength(1);
      expect(api.writes()[0]).toMatchObject({
        method: 'POST',
        url: '/recargas',
        body: { mont: 125.5, transaction: 'TRX-9', method: 'Pago móvil', description: 'Recarga' },
      });
      expect(useWalletStore.getState().balance).toBe(1125.5);

      await user.click(screen.getByRole('button', { name: t.done.another }));
      const radios = within(drawer).getAllByRole('radio');
      expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
      await user.click(within(drawer).getByRole('radio', { name: 'Transferencias Zelle' }));
      await user.click(within(drawer).getByRole('button', { name: t.flow.next }));
      expect(await within(drawer).findByLabelText(t.flow.amountLabel)).toHaveValue('');
      expect(within(drawer).getByLabelText(t.flow.transactionLabel)).toHaveValue('');
    });

    it('shows the amount, the method and the new balance in the result', async () => {
      walletApi();
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user, 'Transferencias Zelle');
      await fill(user, drawer, '20', 'TRX-NUEVA');
      await submit(user, drawer);
      const title = await screen.findByText(t.done.title);
      const result = title.closest<HTMLElement>('.ant-modal')!;
      expect(within(result).getByText(t.done.newBalance)).toBeInTheDocument();
      expect(within(result).getByText('USD $1.020,00')).toBeInTheDocument();
      expect(within(result).getByText('Transferencias Zelle')).toBeInTheDocument();
    });

    it('keeps what was typed and shows the error modal when the top-up fails', async () => {
      walletApi({ 'POST /recargas': [500, { message: 'Error' }] });
      const { user } = renderWallet();
      const drawer = await openPaymentForm(user);
      await fill(user, drawer, '40', 'TRX-1');
      await submit(user, drawer);
      expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
      expect(screen.getByText(texts.errors.sendBody)).toBeInTheDocument();
      expect(within(drawer).getByLabelText(t.flow.amountLabel)).toHaveValue('40,00');
      expect(within(drawer).getByLabelText(t.flow.transactionLabel)).toHaveValue('TRX-1');
      expect(useWalletStore.getState().balance).toBe(1000);
    });
  });
});
