/** Typed calls of the wallet area: refill and consumption history, and the atomic top-up. */
import { api } from 'shared-ui/session';
import type { Consumption, Refill, TopUpResult } from 'shared-ui/types';

export interface TopUpInput {
  mont: number;
  method: string;
  transaction: string;
}

export const walletApi = {
  refills: () => api.get<Refill[]>('/recargas'),
  consumption: () => api.get<Consumption[]>('/consumos'),
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
