/** Concurrent creates through the write queue: distinct ids, all listed, all on disk after a restart. */
import { validProduct } from 'shared-ui/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi();
});
afterAll(() => t.close());

describe('100 concurrent product creates', () => {
  it('get 100 distinct ids, are all listed, and survive a restart', async () => {
    const seeded = (await t.get('/products')).body.length as number;
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.post('/products', { ...validProduct, name: `Plan ${i}` }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(100).fill(201));
    const ids = replies.map((r) => r.body.id as number);
    expect(new Set(ids).size).toBe(100);

    const listed = new Set((await t.get('/products')).body.map((p: { id: number }) => p.id));
    expect(ids.every((id) => listed.has(id))).toBe(true);

    await t.restart();
    const onDisk = new Set((await t.companyOnDisk()).products.map((p: { id: number }) => p.id));
    expect(ids.every((id) => onDisk.has(id))).toBe(true);
    const after = (await t.get('/products')).body as { id: number; name: string }[];
    expect(after).toHaveLength(seeded + 100);
    expect(after.filter((p) => p.name.startsWith('Plan ')).length).toBe(100);
  });

  it('mixed concurrent writes to different collections all land', async () => {
    const before = (await t.get('/walletuser')).body[0].total;
    // Two patches per product, both setting the same status, so the outcome is known whatever
    // their order: even ids active, odd ones inactive.
    const products = ((await t.get('/products')).body as { id: number }[]).slice(0, 15);
    const status = (id: number) => id % 2 === 0;
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        t.post('/recargas', { mont: 2, method: 'Transferencias Zelle', transaction: `M-${i}` }),
      ),
      ...Array.from({ length: 30 }, (_, i) =>
        t.post('/categories', { name: `Cat ${i}`, category: 'telecom' }),
      ),
      ...[...products, ...products].map(({ id }) =>
        t.patch(`/products/${id}`, { status: status(id) }),
      ),
    ]);
    await t.restart();
    const disk = await t.companyOnDisk();
    expect(disk.wallets[0].total).toBe(before + 60);
    expect(disk.categories.filter((c: { name: string }) => c.name.startsWith('Cat ')).length).toBe(
      30,
    );
    expect(
      disk.refills.filter((r: { transaction: string }) => /^M-\d+$/.test(r.transaction)),
    ).toHaveLength(30);
    const stored = new Map(
      disk.products.map((p: { id: number; status: boolean }) => [p.id, p.status]),
    );
    expect(products.map(({ id }) => [id, stored.get(id)])).toEqual(
      products.map(({ id }) => [id, status(id)]),
    );
  });
});
