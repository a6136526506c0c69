/**
 * /walletuser, /recargas, /consumos and /movimientos: the balance, the atomic top-up (a
 * transaction number counts once per company), the histories, and the ledger of every change.
 */
import { MAX_TOP_UP, topUpSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Consumption, LedgerEntry, LedgerKind, Refill, WalletUser } from 'shared-ui/types';
import { invalid } from '../http';
import { consumptionCsv, refillCsv } from '../lists/exports';
import { field, recordList } from '../lists/spec';
import { BalanceError, cents, changeBalance, findTopUp } from '../money';
import { area, jsonBody } from '../operation';

const LEDGER_KINDS = ['top-up', 'correction', 'consumption'] as const satisfies LedgerKind[];

const walletList = recordList<WalletUser>({ fields: {}, sort: [], search: [] });

const refillList = recordList<Refill>({
  fields: {
    mont: field.number(),
    date: field.date(),
    method: field.text(),
    transaction: field.text(),
    description: field.text(),
  },
  sort: ['date', 'mont', 'method'],
  search: [],
});

const consumptionList = recordList<Consumption>({
  fields: {
    date: field.date(),
    description: field.text(),
    campaign: field.text(),
    amount: field.number(),
  },
  sort: ['date', 'description', 'campaign', 'amount'],
  search: [],
  csv: consumptionCsv,
});

/** The ledger: the wallet's refill history is its top-ups and corrections (`kind_ne=consumption`). */
const ledgerList = recordList<LedgerEntry>({
  fields: {
    date: field.date(),
    kind: field.enum(LEDGER_KINDS),
    amount: field.number(),
    method: field.text(),
    transaction: field.text(),
    reason: field.text(),
    by: field.text(),
  },
  sort: ['date', 'kind', 'amount', 'method', 'reason'],
  search: [],
  countBy: ['kind'],
  csv: refillCsv,
});

const { operation, list } = area('Billetera');

export const walletOperations = [
  ...list('wallets', '/walletuser', {
    answer: 'Wallet',
    plural: 'Wallets',
    summary: "The company's wallet, as a list of one",
    permission: 'wallet.read',
    spec: walletList,
  }),
  operation({
    route: 'PUT /walletuser/:id',
    summary: 'Set a balance: refused to every session',
    description:
      'No client sets a balance: it changes by a top-up (POST /recargas) or by the ' +
      "provider's correction, a command on the API's machine (`npm run wallet -- correct`), " +
      'never a browser call. Every session gets 403, whatever it sends.',
    scope: 'company',
    permission: 'wallet.topUp',
    forbidden: api.balanceForbidden,
    answer: 'Wallet',
    handler: () => undefined,
  }),
  ...list('refills', '/recargas', {
    answer: 'Refill',
    plural: 'Refills',
    summary: 'Refills, newest first',
    permission: 'wallet.read',
    spec: refillList,
  }),
  operation({
    route: 'POST /recargas',
    summary: "Record a refill and credit the company's wallet, both in one write",
    description:
      `\`method\` is one of the listed payment methods; one top-up credits at most ` +
      `${MAX_TOP_UP.toLocaleString('en')} USD, and the balance may not pass the wallet's ` +
      'maximum. A transaction number counts once per company (spaces and letter case aside): ' +
      'sent again, it answers 200 with the first answer (that refill, and the balance right ' +
      'after it) and credits nothing.',
    scope: 'company',
    permission: 'wallet.topUp',
    body: jsonBody('TopUp', topUpSchema, {
      example: {
        mont: 25.5,
        method: 'Transferencias Zelle',
        transaction: 'ZL-20260301-0001',
        date: '2026-03-01T10:00:00.000Z',
        description: 'Recarga',
      },
    }),
    status: 201,
    repeated: 'The transaction number was used before: the first answer, nothing credited',
    answer: 'TopUpResult',
    handler: async ({ ctx, db, res, session, body }) => {
      const mont = cents(body.mont);
      const date = body.date ? new Date(body.date).toISOString() : ctx.now().toISOString();
      const description = body.description || 'Recarga';
      const { result, repeated } = await db
        .write((tx) => {
          const first = findTopUp(tx, body.transaction);
          if (first) return { result: first, repeated: true };
          // Checked (and refused) before anything is written.
          const change = changeBalance(
            tx,
            {
              kind: 'top-up',
              amount: mont,
              by: session.email,
              reason: description,
              date,
              method: body.method,
              transaction: body.transaction,
            },
            ctx.now(),
          );
          const refill = tx.insert('refills', {
            mont,
            date,
            method: body.method,
            description,
            transaction: body.transaction,
          });
          return { result: { refill, total: change.total }, repeated: false };
        })
        .catch((error: unknown) => {
          if (error instanceof BalanceError && error.reason === 'cap') {
            throw invalid({ mont: api.balanceCap });
          }
          throw error;
        });
      if (!repeated) return result;
      res.status(200).json(result);
      return undefined;
    },
  }),
  ...list('consumption', '/consumos', {
    answer: 'Consumption',
    plural: 'Consumption',
    summary: 'Consumption history, newest first',
    permission: 'wallet.read',
    spec: consumptionList,
  }),
  ...list('ledger', '/movimientos', {
    answer: 'LedgerEntry',
    plural: 'Balance changes',
    summary: 'Every change of the balance, newest first',
    description:
      "Top-ups, the provider's corrections and consumption, each with when, who, the balance " +
      'before and after, and why. The wallet screen reads its refill history here.',
    permission: 'wallet.read',
    spec: ledgerList,
  }),
];
