/** Typed calls of the wallet area: the ledger of balance changes, consumption, and the atomic top-up. */
import { api } from 'shared-ui/session';
import type { Consumption, LedgerEntry, TopUpResult } from 'shared-ui/types';

export interface TopUpInput {
  mont: number;
  method: string;
  transaction: string;
}

export const walletApi = {
  /** Every change of the balance (top-ups, the provider's corrections, consumption), newest first. */
  ledger: () => api.all<LedgerEntry>('/movimientos'),
  consumption: () => api.all<Consumption>('/consumos'),
  /** Records the refill and credits the wallet in one server step; resolves with the new total. */
  topUp: ({ mont, method, transaction }: TopUpInput) =>
    api.post<TopUpResult>('/recargas', {
      mont,
      method,
      transaction,
      date: new Date().toISOString(),
      description: 'Recarga',
    }),
};
