/**
 * /walletuser, /recargas (atomic top-up, a transaction once per company, the listed methods, the
 * bound; 200 concurrent over two companies), /consumos and /movimientos (a row for every change).
 */
import { MAX_TOP_UP, PAYMENT_METHOD_NAMES } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWallet } from '../src/seed/wallet';
import { isNewestFirst, type Loose, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

const balance = async (token?: string) =>
  (await t.get('/walletuser', { token })).body[0].total as number;
const topUp = { mont: 25.5, method: 'Transferencias Zelle', transaction: 'ZL-1001' };

let transactions = 0;
/** A transaction number no test has used. */
const fresh = (prefix = 'TRX') => `${prefix}-${++transactions}`;

/** The ledger, oldest first: each row's balance before is the last one's after. */
const expectChained = (ledger: Loose[], total: number) => {
  const oldestFirst = [...ledger].reverse();
  oldestFirst.forEach((entry, i) => {
    expect(entry.before, `row ${entry.id}`).toBe(i === 0 ? 0 : oldestFirst[i - 1].after);
    expect(entry.after, `row ${entry.id}`).toBeCloseTo(entry.before + entry.amount, 2);
  });
  expect(ledger[0]?.after ?? 0).toBe(total);
};

describe('wallet', () => {
  it('serves wallet 1 with a balance', async () => {
    const { body } = await t.get('/walletuser');
    expect(body).toHaveLength(1);
    // The seed's balance: its refills less its consumption.
    const [seeded] = seedWallet(new Date()).wallets;
    expect(body[0]).toMatchObject({ id: 1, total: seeded?.total });
    expect(body[0].total).toBeGreaterThan(0);
  });

  // The issue "no session can make money appear" changed this: PUT corrected the balance.
  it('PUT is refused to every session, whatever it sends, and the balance stays', async () => {
    const other = await t.newCompany();
    const before = [await balance(), await balance(other.token)];
    for (const token of [t.token, other.token]) {
      for (const [route, body] of [
        ['/walletuser/1', { total: 999_999_999_999 }],
        ['/walletuser/1', { total: -5 }],
        ['/walletuser/2', { total: 5 }],
        ['/walletuser/abc', 'no es JSON'],
      ] as const) {
        const res = await t.put(route, body, { token });
        expect(res, `${route} ${JSON.stringify(body)}`).toMatchObject({
          status: 403,
          body: { message: api.balanceForbidden },
        });
      }
    }
    expect([await balance(), await balance(other.token)]).toEqual(before);
    expect((await t.put('/walletuser/1', { total: 5 }, { token: null })).status).toBe(401);
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
    const disk = await t.companyOnDisk();
    expect(disk.wallets[0].total).toBe(before + 25.5);
    expect(disk.refills[0].id).toBe(res.body.refill.id);
  });

  it('keeps a given date and description', async () => {
    const res = await t.post('/recargas', {
      ...topUp,
      transaction: fresh(),
      date: '2026-11-01',
      description: 'Pago',
    });
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
          // Since methods are the listed ones, 'x' is refused too.
          method: validation.topUp.methodUnknown,
          transaction: validation.topUp.transactionRequired,
        },
      ],
      [{ ...topUp, method: '' }, { method: validation.topUp.methodRequired }],
      [{ ...topUp, method: 'Bitcoin' }, { method: validation.topUp.methodUnknown }],
      [{ ...topUp, method: 'zelle' }, { method: validation.topUp.methodUnknown }],
      [{ ...topUp, mont: MAX_TOP_UP + 0.01 }, { mont: validation.topUp.amountMax }],
      [{ ...topUp, mont: 1e12 }, { mont: validation.topUp.amountMax }],
      [{ ...topUp, date: 'ayer' }, { date: validation.common.invalidDate }],
    ];
    for (const [body, errors] of cases) {
      const res = await t.post('/recargas', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await balance()).toBe(before);
  });

  it('takes every listed method, and up to the bound in one top-up', async () => {
    const other = await t.newCompany();
    for (const method of PAYMENT_METHOD_NAMES) {
      const res = await t.post(
        '/recargas',
        { mont: 1, method, transaction: fresh() },
        {
          token: other.token,
        },
      );
      expect(res.status, method).toBe(201);
    }
    const top = await t.post(
      '/recargas',
      { mont: MAX_TOP_UP, method: 'Pago móvil', transaction: fresh() },
      { token: other.token },
    );
    expect(top.status).toBe(201);
    expect(await balance(other.token)).toBe(PAYMENT_METHOD_NAMES.length + MAX_TOP_UP);
  });

  it('counts a transaction number once per company: sent again, the first answer, nothing credited', async () => {
    const other = await t.newCompany();
    const transaction = fresh('DOBLE');
    const first = await t.post('/recargas', { ...topUp, transaction }, { token: other.token });
    expect(first.status).toBe(201);
    expect(first.body.total).toBe(25.5);
    // The same number, with spaces and in lower case, another amount and method: a repeat.
    const again = await t.post(
      '/recargas',
      { mont: 900, method: 'Pago móvil', transaction: ` ${transaction.toLowerCase()} ` },
      { token: other.token },
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Repeated after another top-up: still the first answer (its balance then), not today's.
    await t.post('/recargas', { ...topUp, transaction: fresh() }, { token: other.token });
    const later = await t.post('/recargas', { ...topUp, transaction }, { token: other.token });
    expect([later.status, later.body]).toEqual([200, first.body]);
    expect(await balance(other.token)).toBe(51);
    const refills = (await t.get('/recargas', { token: other.token })).body as Loose[];
    expect(refills.filter((r) => r.transaction === transaction)).toHaveLength(1);
    // The number is the company's: another company may use it for its own payment.
    const mine = await t.post('/recargas', { ...topUp, transaction });
    expect(mine.status).toBe(201);
    expect(mine.body.refill.id).not.toBe(first.body.refill.id);
  });

  it('refuses a top-up that would take the balance past its maximum', async () => {
    const other = await t.newCompany();
    // Near the maximum through the store, as only a provider's correction could.
    await t.companyDb(other.company).write((tx) => tx.update('wallets', 1, { total: 1e12 - 10 }));
    const res = await t.post(
      '/recargas',
      { mont: 20, method: 'Pago móvil', transaction: fresh() },
      { token: other.token },
    );
    expect(res).toMatchObject({ status: 400, body: { errors: { mont: api.balanceCap } } });
    expect(await balance(other.token)).toBe(1e12 - 10);
    expect((await t.get('/recargas', { token: other.token })).body).toEqual([]);
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
    const disk = await t.companyOnDisk();
    expect(disk.wallets[0].total).toBe(before + 200);
    expect(disk.refills.length).toBe(refillsBefore + 200);
  });

  it('200 concurrent top-ups split over two companies leave both balances exact, each with its rows', async () => {
    const a = await t.newCompany();
    const b = await t.newCompany();
    // Amounts in cents that sum exactly: 1.01 for one company, 2.02 for the other.
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const [who, mont] = i % 2 === 0 ? [a, 1.01] : [b, 2.02];
        // The same transaction numbers in both companies: each company counts its own.
        return t.post(
          '/recargas',
          { mont, method: 'Efectivo electrónico', transaction: `PAR-${Math.floor(i / 2)}` },
          { token: who.token },
        );
      }),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(200).fill(201));
    expect(await balance(a.token)).toBe(101);
    expect(await balance(b.token)).toBe(202);
    for (const [who, each] of [
      [a, 1.01],
      [b, 2.02],
    ] as const) {
      const ledger = (await t.get('/movimientos', { token: who.token })).body as Loose[];
      expect(ledger).toHaveLength(100);
      expect(
        ledger.every((e) => e.kind === 'top-up' && e.amount === each && e.by === who.email),
      ).toBe(true);
      expectChained(ledger, each * 100);
      const refills = (await t.get('/recargas', { token: who.token })).body as Loose[];
      expect(new Set(refills.map((r) => r.transaction)).size).toBe(100);
      const disk = await t.companyOnDisk(who.company);
      expect(disk.wallets[0].total).toBe(Math.round(each * 10_000) / 100);
      expect(disk.ledger).toHaveLength(100);
    }
  });
});

describe('the ledger', () => {
  it('has a row for every change, when, who, before, after and why, the newest first', async () => {
    const other = await t.newCompany();
    const first = await t.post(
      '/recargas',
      { mont: 40, method: 'Pago móvil', transaction: fresh(), description: 'Primera' },
      { token: other.token },
    );
    const second = await t.post(
      '/recargas',
      { mont: 2.5, method: 'Transferencias bancarias', transaction: fresh(), date: '2026-11-01' },
      { token: other.token },
    );
    const ledger = (await t.get('/movimientos', { token: other.token })).body as Loose[];
    expect(ledger).toEqual([
      {
        id: 2,
        date: '2026-11-01T00:00:00.000Z',
        kind: 'top-up',
        amount: 2.5,
        before: 40,
        after: 42.5,
        by: other.email,
        reason: 'Recarga',
        method: 'Transferencias bancarias',
        transaction: second.body.refill.transaction,
        createdAt: expect.any(String),
      },
      {
        id: 1,
        date: first.body.refill.date,
        kind: 'top-up',
        amount: 40,
        before: 0,
        after: 40,
        by: other.email,
        reason: 'Primera',
        method: 'Pago móvil',
        transaction: first.body.refill.transaction,
        createdAt: expect.any(String),
      },
    ]);
    expect(isNewestFirst(ledger)).toBe(true);
  });

  it("holds the demo company's history: its refills and consumption, the balance at the end", async () => {
    const ledger = (await t.get('/movimientos')).body as Loose[];
    const refills = (await t.get('/recargas')).body as Loose[];
    const consumption = (await t.get('/consumos')).body as Loose[];
    expect(ledger.filter((e) => e.kind === 'top-up')).toHaveLength(refills.length);
    expect(ledger.filter((e) => e.kind === 'consumption')).toHaveLength(consumption.length);
    expectChained(ledger, await balance());
  });
});
