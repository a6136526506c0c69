/** /walletuser, /recargas (atomic top-up, 200 concurrent) and /consumos. */
import { validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWallet } from '../src/seed/wallet';
import { isNewestFirst, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

const balance = async () => (await t.get('/walletuser')).body[0].total as number;
const topUp = { mont: 25.5, method: 'Transferencias Zelle', transaction: 'ZL-1001' };

describe('wallet', () => {
  it('serves wallet 1 with a balance', async () => {
    const { body } = await t.get('/walletuser');
    expect(body).toHaveLength(1);
    // The seed's balance: its refills less its consumption.
    const [seeded] = seedWallet(new Date()).wallets;
    expect(body[0]).toMatchObject({ id: 1, total: seeded?.total });
    expect(body[0].total).toBeGreaterThan(0);
  });

  it('PUT corrects the balance; bad bodies and ids are refused', async () => {
    expect((await t.put('/walletuser/1', { total: 1000 })).body).toMatchObject({
      id: 1,
      total: 1000,
    });
    expect((await t.put('/walletuser/1', { total: -5 })).status).toBe(400);
    expect((await t.put('/walletuser/1', { total: 'mucho' })).status).toBe(400);
    expect((await t.put('/walletuser/2', { total: 5 })).status).toBe(404);
    expect(await balance()).toBe(1000);
  });

  it('serves 10 seed refills and 10 consumption rows, newest first', async () => {
    const refills = (await t.get('/recargas')).body;
    expect(refills.length).toBeGreaterThanOrEqual(10);
    expect(isNewestFirst(refills)).toBe(true);
    const consumption = (await t.get('/consumos')).body;
    expect(consumption).toHaveLength(10);
    expect(consumption[0]).toMatchObject({
      id: expect.any(Number),
      date: expect.any(String),
      description: expect.any(String),
      campaign: expect.any(String),
      amount: expect.any(Number),
    });
  });
});

describe('top-up', () => {
  it('records the refill and credits the wallet in one step', async () => {
    const before = await balance();
    const res = await t.post('/recargas', topUp);
    expect(res.status).toBe(201);
    expect(res.body.refill).toMatchObject({
      ...topUp,
      description: 'Recarga',
      id: expect.any(Number),
    });
    expect(res.body.total).toBe(before + 25.5);
    expect(await balance()).toBe(before + 25.5);
    expect((await t.get('/recargas')).body[0].id).toBe(res.body.refill.id);
    const disk = await t.disk();
    expect(disk.wallets[0].total).toBe(before + 25.5);
    expect(disk.refills[0].id).toBe(res.body.refill.id);
  });

  it('keeps a given date and description', async () => {
    const res = await t.post('/recargas', { ...topUp, date: '2026-11-01', description: 'Pago' });
    expect(res.body.refill).toMatchObject({
      date: '2026-11-01T00:00:00.000Z',
      description: 'Pago',
    });
  });

  it('refuses bad amounts and missing fields without touching the balance', async () => {
    const before = await balance();
    const cases: [object, Record<string, string>][] = [
      [{ ...topUp, mont: 0 }, { mont: validation.topUp.amountPositive }],
      [{ ...topUp, mont: -3 }, { mont: validation.topUp.amountPositive }],
      [{ ...topUp, mont: 'diez' }, { mont: validation.topUp.amountPositive }],
      [{ ...topUp, mont: 0.001 }, { mont: validation.topUp.amountPositive }],
      [
        { method: 'x' },
        {
          mont: validation.topUp.amountRequired,
          transaction: validation.topUp.transactionRequired,
        },
      ],
      [{ ...topUp, method: '' }, { method: validation.topUp.methodRequired }],
      [{ ...topUp, date: 'ayer' }, { date: validation.common.invalidDate }],
    ];
    for (const [body, errors] of cases) {
      const res = await t.post('/recargas', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await balance()).toBe(before);
  });

  it('200 concurrent top-ups of 1 raise the balance by exactly 200', async () => {
    const before = await balance();
    const refillsBefore = (await t.get('/recargas')).body.length;
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.post('/recargas', { mont: 1, method: 'Pago móvil', transaction: `PM-${i}` }),
      ),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(new Set(replies.map((r) => r.body.refill.id)).size).toBe(200);
    expect(await balance()).toBe(before + 200);
    expect((await t.get('/recargas')).body.length).toBe(refillsBefore + 200);
    // The totals handed back are all different: each top-up saw the one before it.
    expect(new Set(replies.map((r) => r.body.total)).size).toBe(200);
    const disk = await t.disk();
    expect(disk.wallets[0].total).toBe(before + 200);
    expect(disk.refills.length).toBe(refillsBefore + 200);
  });
});
