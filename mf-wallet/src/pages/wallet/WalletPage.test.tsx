import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { texts } from 'shared-ui/schemas';
import { api, http, useWalletStore } from 'shared-ui/session';
import type { Consumption, Refill, TopUpResult, WalletUser } from 'shared-ui/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WalletPage from './WalletPage';
import { walletTexts as t } from './texts';

// The machine running the suite may be busy: give antd's modals time to appear.
configure({ asyncUtilTimeout: 5_000 });

const m = texts.validation.topUp;

const refills: Refill[] = [
  {
    id: 1,
    mont: 500,
    date: '2026-03-01T10:00:00.000Z',
    method: 'Transferencias bancarias',
    description: 'Recarga',
    transaction: 'TRX-OLD',
  },
  {
    id: 2,
    mont: 80,
    date: '2026-04-20T10:00:00.000Z',
    method: 'zelle',
    description: 'Recarga',
    transaction: 'TRX-NEW',
  },
];
const consumption: Consumption[] = [
  { id: 1, date: '2026-04-01', description: 'Envío de SMS', campaign: 'Reservas', amount: 15 },
];

let balance = 1000;
const getMock = () =>
  vi.spyOn(api, 'get').mockImplementation(async <T,>(url: string) => {
    if (url === '/walletuser') return [{ id: 1, total: balance }] satisfies WalletUser[] as T;
    if (url === '/recargas') return refills as T;
    if (url === '/consumos') return consumption as T;
    throw new Error(`unexpected GET ${url}`);
  });

const renderWallet = (path = '/wallet') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <Routes>
          <Route path="/wallet/*" element={<WalletPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );

/** Opens the flow, picks a method and reaches the payment form. */
const openPaymentForm = async (user: ReturnType<typeof userEvent.setup>, method = 'Pago móvil') => {
  await user.click(await screen.findByRole('button', { name: t.topUp }));
  const drawer = await screen.findByRole('dialog', { name: t.flow.title });
  await user.click(within(drawer).getByRole('radio', { name: method }));
  await user.click(within(drawer).getByRole('button', { name: t.flow.next }));
  return drawer;
};

describe('WalletPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    balance = 1000;
    useWalletStore.setState({ balance: 0, loaded: false });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the balance and the refill history newest first, in Spanish', async () => {
    getMock();
    renderWallet();
    expect(await screen.findByText('USD $1.000,00')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await within(table).findByText('TRX-NEW');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('TRX-NEW');
    expect(rows[0]).toHaveTextContent('Transferencias Zelle');
    expect(rows[0]).toHaveTextContent('20 abr 2026');
    expect(rows[1]).toHaveTextContent('Transferencias bancarias');
  });

  it('shows an empty history when the refill load fails', async () => {
    vi.spyOn(api, 'get').mockImplementation(async <T,>(url: string) => {
      if (url === '/walletuser') return [{ id: 1, total: 5 }] as T;
      throw new Error('down');
    });
    renderWallet();
    expect(await screen.findByText(t.emptyRefills)).toBeInTheDocument();
    expect(screen.queryByText(texts.errors.unexpected)).not.toBeInTheDocument();
  });

  it('shows the form messages of SPEC.md on an empty or zero amount', async () => {
    getMock();
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderWallet();
    const drawer = await openPaymentForm(user);
    expect(
      await within(drawer).findByText(t.flow.instructionsTitle('Pago móvil')),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: t.flow.submit }));
    expect(await within(drawer).findByText(m.amountRequired)).toBeInTheDocument();
    expect(within(drawer).getByText(m.transactionRequired)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText(t.flow.amountLabel), '0');
    await user.tab();
    expect(await within(drawer).findByText(m.amountPositive)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the top-up once, updates the balance and offers another top-up', async () => {
    getMock();
    const post = vi.spyOn(api, 'post').mockImplementation(async <T,>() => {
      balance = 1125.5;
      const result: TopUpResult = {
        refill: { ...refills[1]!, id: 3, mont: 125.5, method: 'Pago móvil', transaction: 'TRX-9' },
        total: balance,
      };
      return result as T;
    });
    const user = userEvent.setup();
    renderWallet();
    const drawer = await openPaymentForm(user);
    await user.type(within(drawer).getByLabelText(t.flow.amountLabel), '125.5');
    await user.type(within(drawer).getByLabelText(t.flow.transactionLabel), ' TRX-9 ');
    await user.click(within(drawer).getByRole('button', { name: t.flow.submit }));

    expect(await screen.findByText(t.done.title)).toBeInTheDocument();
    expect(screen.getByText(t.done.subTitle)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/recargas',
      expect.objectContaining({ mont: 125.5, transaction: 'TRX-9', method: 'Pago móvil' }),
    );
    expect(useWalletStore.getState().balance).toBe(1125.5);
    expect(t.done.subTitle).toContain('5 minutos');

    await user.click(screen.getByRole('button', { name: t.done.another }));
    const radios = within(drawer).getAllByRole('radio');
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    await user.click(within(drawer).getByRole('radio', { name: 'Transferencias Zelle' }));
    await user.click(within(drawer).getByRole('button', { name: t.flow.next }));
    expect(within(drawer).getByLabelText(t.flow.amountLabel)).toHaveValue('');
    expect(within(drawer).getByLabelText(t.flow.transactionLabel)).toHaveValue('');
  });

  it('keeps what was typed and shows the error modal when the top-up fails', async () => {
    getMock();
    const original = http.defaults.adapter;
    const failing: AxiosAdapter = async (config) => {
      const response = { data: {}, status: 500, statusText: '', headers: {}, config };
      throw new AxiosError('failed', '500', config, null, response);
    };
    http.defaults.adapter = failing;
    try {
      const user = userEvent.setup();
      renderWallet();
      const drawer = await openPaymentForm(user);
      await user.type(within(drawer).getByLabelText(t.flow.amountLabel), '40');
      await user.type(within(drawer).getByLabelText(t.flow.transactionLabel), 'TRX-1');
      await user.click(within(drawer).getByRole('button', { name: t.flow.submit }));
      expect((await screen.findAllByText(texts.errors.sendTitle))[0]).toBeInTheDocument();
      expect(screen.getByText(texts.errors.sendBody)).toBeInTheDocument();
      expect(within(drawer).getByLabelText(t.flow.amountLabel)).toHaveValue('40,00');
      expect(within(drawer).getByLabelText(t.flow.transactionLabel)).toHaveValue('TRX-1');
      expect(useWalletStore.getState().balance).toBe(1000);
    } finally {
      http.defaults.adapter = original;
    }
  });

  it('opens the flow from its own URL', async () => {
    getMock();
    renderWallet('/wallet/recargar');
    expect(await screen.findByRole('dialog', { name: t.flow.title })).toBeInTheDocument();
  });
});
