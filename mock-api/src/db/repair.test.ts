import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed';
import { repair } from './repair';
import { shapeProblems } from './shape';
import { DEMO_COMPANY } from './types';

const file = async () => {
  const data = await createSeed({ now: new Date('2026-11-01T12:00:00Z') });
  const demo = data.companies[DEMO_COMPANY];
  if (!demo) throw new Error('seed without the demo company');
  return { data, demo, keep: { company: demo.company, representative: demo.representative } };
};

describe('repair', () => {
  it('leaves a sound file alone', async () => {
    const { data, keep } = await file();
    expect(repair(data, keep)).toEqual([]);
  });

  it('points products of an older file (sub-category slug) at the category it stood for', async () => {
    const { data, demo, keep } = await file();
    demo.categories = demo.categories.filter((c) => c.name !== 'Servicios de internet');
    const [first, second] = demo.products;
    if (!first || !second) throw new Error('seed without products');
    first.sub_category = 'servicios-de-internet';
    second.sub_category = 'servicios-de-internet';
    const lastId = Math.max(...demo.categories.map((c) => c.id));

    expect(repair(data, keep)).toEqual(
      expect.arrayContaining(
        ['products', 'categories', 'sequences'].map((key) => `companies/1/${key}`),
      ),
    );
    expect([first.sub_category, second.sub_category]).toEqual([
      'Servicios de internet',
      'Servicios de internet',
    ]);
    const created = demo.categories.filter((c) => c.name === 'Servicios de internet');
    expect(created).toEqual([
      expect.objectContaining({ category: first.category, status: true, id: lastId + 1 }),
    ]);
    expect(repair(data, keep)).toEqual([]);
  });

  it('moves a file from before companies under the demo company, its history into the ledger', async () => {
    const { data, demo } = await file();
    // The layout of the earlier versions: one company's records at the top, after a correction.
    const { ledger: _ledger, sequences, ...records } = demo;
    const wallets = [{ ...demo.wallets[0], total: (demo.wallets[0]?.total ?? 0) + 50 }];
    const older: Record<string, unknown> = {
      ...records,
      wallets,
      users: data.users.map(({ company: _c, roles: _r, ...user }) => user),
      sessions: {},
      sequences: { ...sequences, users: 1, campaigns: 40 },
    };
    expect(shapeProblems(older)).toEqual([]);
    const changed = repair(older as never, {
      company: demo.company,
      representative: demo.representative,
    });
    expect(changed).toEqual(expect.arrayContaining(['users', 'companies/1/ledger']));
    const moved = older as unknown as typeof data;
    expect(Object.keys(moved).sort()).toEqual(['companies', 'sequences', 'sessions', 'users']);
    expect(shapeProblems(moved as never)).toEqual([]);
    const company = moved.companies[DEMO_COMPANY];
    expect(company?.products).toEqual(demo.products);
    expect(company?.sequences).toEqual({ ...sequences, campaigns: 40 });
    expect(moved.sequences).toEqual({ companies: 1, users: 1 });
    expect(moved.users[0]).toMatchObject({ company: 1, roles: ['Administrativo'] });
    // The 50 the old file's balance holds beyond its refills and consumption opens the ledger.
    const ledger = company?.ledger ?? [];
    expect(ledger.at(-1)).toMatchObject({ kind: 'correction', amount: 50, before: 0, after: 50 });
    expect(ledger[0]?.after).toBe(wallets[0]?.total);
    expect(ledger).toHaveLength(demo.ledger.length + 1);
  });
});
