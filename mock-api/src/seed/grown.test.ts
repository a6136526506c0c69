/** The grown company: a sound file, rows the shared schemas accept, and its own account. */
import { campaignSchema, productSchema, profileSchema, validate } from 'shared-ui/schemas';
import type { AnyObjectSchema } from 'yup';
import { describe, expect, it } from 'vitest';
import { shapeProblems } from '../db/shape';
import { DEMO_COMPANY } from '../db/types';
import { verifyPassword } from '../passwords';
import { createSeed } from '.';
import { addGrownCompany, GROWN_WORD, grownRows } from './grown';

const now = new Date('2026-11-01T12:00:00Z');
const account = { email: 'grande@example.com', password: 'Grande#2026' };

const errorsOf = async (schema: AnyObjectSchema, items: unknown[]) => {
  const results = await Promise.all(items.map((item) => validate(schema, item)));
  return results.flatMap((r, i) => (r.ok ? [] : [{ i, errors: r.errors }]));
};

describe('grown company', () => {
  it('is a new company beside the demo one, with its Administrativo account', async () => {
    const data = await createSeed({ now, adminPassword: 'x' });
    const demoProducts = data.companies[DEMO_COMPANY]?.products.length;
    const id = await addGrownCompany(data, { size: 300, now, account });
    expect(id).not.toBe(DEMO_COMPANY);
    expect(shapeProblems(data as unknown as Record<string, unknown>)).toEqual([]);
    expect(data.companies[DEMO_COMPANY]?.products).toHaveLength(demoProducts ?? -1);
    const grown = data.companies[String(id)];
    expect(grown?.products).toHaveLength(300);
    expect(grown?.profiles).toHaveLength(300);
    expect(grown?.campaigns).toHaveLength(300);
    // New rows get ids after the grown ones.
    expect(grown?.sequences).toMatchObject({ products: 300, profiles: 300, campaigns: 300 });
    const user = data.users.find((u) => u.email === account.email);
    expect(user).toMatchObject({ company: id, profileId: 1, username: account.email });
    expect(grown?.profiles.find((p) => p.id === 1)?.role).toEqual(['Administrativo']);
    expect(await verifyPassword(account.password, user?.passwordHash)).toBe(true);
    expect(data.sequences).toMatchObject({ companies: id, users: user?.id });
  });

  it('gives the same rows for the same size and instant, newest first, with mixed statuses', () => {
    const rows = grownRows(700, now, account);
    expect(grownRows(700, now, account)).toEqual(rows);
    for (const list of [rows.products, rows.profiles, rows.campaigns]) {
      expect(list.map((row) => row.id)).toEqual(Array.from({ length: 700 }, (_, i) => 700 - i));
      const times = list.map((row) => row.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
    expect(rows.products.filter((p) => !p.status).map((p) => p.id % 7)).toEqual(Array(100).fill(0));
    expect(rows.products.filter((p) => p.name.includes(GROWN_WORD))).toHaveLength(77);
    expect(new Set(rows.campaigns.map((c) => c.status))).toEqual(new Set([true, false, 'draft']));
  });

  it('passes the shared schemas', async () => {
    const rows = grownRows(60, now, account);
    expect(await errorsOf(productSchema, rows.products)).toEqual([]);
    expect(await errorsOf(profileSchema, rows.profiles)).toEqual([]);
    expect(await errorsOf(campaignSchema, rows.campaigns)).toEqual([]);
  });
});
