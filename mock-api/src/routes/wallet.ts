/** /walletuser, /recargas and /consumos: the balance, the atomic top-up, and the history. */
import { Router } from 'express';
import { topUpSchema, walletSchema } from 'shared-ui/schemas';
import { validation } from 'shared-ui/texts';
import type { Context } from '../context';
import { invalid, notFound, parse, parseId, patchBody, sendList } from '../http';

const WALLET_ID = 1;

/** Money is kept in cents precision so repeated top-ups do not drift. */
const cents = (value: number) => Math.round(value * 100) / 100;

export const walletRouter = ({ store }: Context) => {
  const router = Router();

  router.get('/', sendList(store, 'wallets'));

  // For corrections only: top-ups go through POST /recargas.
  router.put('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!store.find('wallets', id)) throw notFound();
    const { total } = await parse(walletSchema, patchBody(req));
    const wallet = await store.write((tx) => {
      const updated = tx.update('wallets', id, { total: cents(total) });
      if (!updated) throw notFound();
      return updated;
    });
    res.json(wallet);
  });

  return router;
};

export const refillsRouter = ({ store, now }: Context) => {
  const router = Router();

  router.get('/', sendList(store, 'refills'));

  /** Records the refill and credits wallet 1 in one write: both or neither reach the disk. */
  router.post('/', async (req, res) => {
    const value = await parse(topUpSchema, req.body);
    const mont = cents(value.mont);
    if (mont <= 0) throw invalid({ mont: validation.topUp.amountPositive });
    const date = value.date ? new Date(value.date).toISOString() : now().toISOString();
    const result = await store.write((tx) => {
      const wallet = tx.find('wallets', WALLET_ID);
      if (!wallet) throw notFound();
      const refill = tx.insert('refills', {
        mont,
        date,
        method: value.method,
        description: value.description || 'Recarga',
        transaction: value.transaction,
      });
      const updated = tx.update('wallets', WALLET_ID, { total: cents(wallet.total + mont) });
      return { refill, total: updated?.total ?? wallet.total };
    });
    res.status(201).json(result);
  });

  return router;
};

export const consumptionRouter = ({ store }: Context) => {
  const router = Router();
  router.get('/', sendList(store, 'consumption'));
  return router;
};
