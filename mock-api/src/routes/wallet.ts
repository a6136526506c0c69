/** /walletuser, /recargas and /consumos: the balance, the atomic top-up, and the history. */
import { topUpSchema, walletSchema } from 'shared-ui/schemas';
import { listOf, notFound } from '../http';
import { area, jsonBody } from '../operation';

const WALLET_ID = 1;

/** Money is kept in cents precision so repeated top-ups do not drift. */
const cents = (value: number) => Math.round(value * 100) / 100;

const { operation } = area('Billetera');

export const walletOperations = [
  operation({
    route: 'GET /walletuser',
    summary: 'The wallet, as a list of one',
    answer: 'Wallet[]',
    handler: listOf('wallets'),
  }),
  operation({
    route: 'PUT /walletuser/:id',
    summary: 'Correct the balance (top-ups go through POST /recargas)',
    record: 'wallets',
    body: jsonBody('WalletBody', walletSchema, { example: { total: 150.5 }, patch: true }),
    answer: 'Wallet',
    handler: ({ ctx, id, body: { total } }) =>
      ctx.store.write((tx) => {
        const updated = tx.update('wallets', id, { total: cents(total) });
        if (!updated) throw notFound();
        return updated;
      }),
  }),
  operation({
    route: 'GET /recargas',
    summary: 'Refills, newest first',
    answer: 'Refill[]',
    handler: listOf('refills'),
  }),
  operation({
    route: 'POST /recargas',
    summary: 'Record a refill and credit wallet 1, both in one write',
    body: jsonBody('TopUp', topUpSchema, {
      example: {
        mont: 25.5,
        method: 'Zelle',
        transaction: 'ZL-20260301-0001',
        date: '2026-03-01T10:00:00.000Z',
        description: 'Recarga',
      },
    }),
    status: 201,
    answer: 'TopUpResult',
    handler: ({ ctx, body }) => {
      const mont = cents(body.mont);
      const date = body.date ? new Date(body.date).toISOString() : ctx.now().toISOString();
      return ctx.store.write((tx) => {
        const wallet = tx.find('wallets', WALLET_ID);
        if (!wallet) throw notFound();
        const refill = tx.insert('refills', {
          mont,
          date,
          method: body.method,
          description: body.description || 'Recarga',
          transaction: body.transaction,
        });
        const updated = tx.update('wallets', WALLET_ID, { total: cents(wallet.total + mont) });
        return { refill, total: updated?.total ?? wallet.total };
      });
    },
  }),
  operation({
    route: 'GET /consumos',
    summary: 'Consumption history, newest first',
    answer: 'Consumption[]',
    handler: listOf('consumption'),
  }),
];
