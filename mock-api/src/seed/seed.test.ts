/** The seed data obeys the same shared schemas as the API, so every seeded item can be saved back. */
import {
  campaignSchema,
  categorySchema,
  companySchema,
  profileSchema,
  productSchema,
  questionSchema,
  representativeSchema,
  smsSettingsSchema,
  validate,
  voiceSettingsSchema,
} from 'shared-ui/schemas';
import type { AnyObjectSchema } from 'yup';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../db/types';
import { createSeed, emptyCompany } from '.';
import { manyProducts } from './catalog';

const errorsOf = async (schema: AnyObjectSchema, items: unknown[]) => {
  const results = await Promise.all(items.map((item) => validate(schema, item)));
  return results.flatMap((r, i) => (r.ok ? [] : [{ i, errors: r.errors }]));
};

describe('seed', async () => {
  const seed = await createSeed({ adminPassword: 'x' });
  const data = seed.companies[DEMO_COMPANY] ?? emptyCompany(new Date());

  it('has the counts the issue asks for', () => {
    expect(data.campaigns).toHaveLength(12);
    expect(new Set(data.campaigns.map((c) => c.status))).toEqual(new Set([true, false, 'draft']));
    expect(new Set(data.campaigns.map((c) => c.typecampaing))).toEqual(new Set([1, 2]));
    expect(data.products).toHaveLength(15);
    expect(data.categories).toHaveLength(5);
    expect(data.profiles).toHaveLength(12);
    expect(data.knowledgebases).toHaveLength(3);
    expect(data.questions).toHaveLength(15);
    expect(data.refills).toHaveLength(10);
    expect(data.consumption).toHaveLength(10);
    expect(data.inboundGraph).toHaveLength(30);
    expect(data.settings[0]).toMatchObject({
      id: 1,
      port: 5060,
      registerexpires: 3600,
      linktestinterval: 1800,
    });
    expect(data.wallets[0]).toMatchObject({ id: 1, total: expect.any(Number) });
  });

  it('passes the shared schemas', async () => {
    expect(await errorsOf(campaignSchema, data.campaigns)).toEqual([]);
    expect(await errorsOf(productSchema, data.products)).toEqual([]);
    expect(await errorsOf(categorySchema, data.categories)).toEqual([]);
    expect(await errorsOf(profileSchema, data.profiles)).toEqual([]);
    expect(await errorsOf(questionSchema, data.questions)).toEqual([]);
    expect(await errorsOf(smsSettingsSchema, data.settings)).toEqual([]);
    expect(await errorsOf(voiceSettingsSchema, data.settings)).toEqual([]);
    expect(await errorsOf(companySchema, [data.company])).toEqual([]);
    expect(await errorsOf(representativeSchema, [data.representative])).toEqual([]);
  });

  it('keeps references and counts consistent', () => {
    const ids = (items: { id: number }[]) => new Set(items.map((i) => i.id));
    const profiles = ids(data.profiles);
    const products = ids(data.products);
    const bases = ids(data.knowledgebases);
    for (const c of data.campaigns) {
      expect((c.profilesAssing ?? []).every((id) => profiles.has(id))).toBe(true);
      expect(c.products.every((id) => products.has(id))).toBe(true);
      expect(c.knowledgebases.every((id) => bases.has(id))).toBe(true);
    }
    for (const base of data.knowledgebases) {
      expect(base.number).toBe(data.questions.filter((q) => q.listId === base.id).length);
    }
    // A product's sub-category is the name of a category record under its parent category.
    const named = (p: { category: string; sub_category: string }) =>
      data.categories.some((c) => c.category === p.category && c.name === p.sub_category);
    expect(data.products.filter((p) => !named(p))).toEqual([]);
    const credited = data.refills.reduce((s, r) => s + r.mont, 0);
    const spent = data.consumption.reduce((s, c) => s + c.amount, 0);
    expect(data.wallets[0]?.total).toBeCloseTo(credited - spent, 2);
  });

  it('records every refill and consumption in the ledger, each balance following the last', () => {
    expect(data.ledger).toHaveLength(data.refills.length + data.consumption.length);
    const oldestFirst = [...data.ledger].reverse();
    oldestFirst.forEach((entry, i) => {
      expect(entry.before).toBe(i === 0 ? 0 : oldestFirst[i - 1]?.after);
      expect(entry.after).toBeCloseTo(entry.before + entry.amount, 2);
      expect(entry.after).toBeGreaterThanOrEqual(0);
    });
    expect(data.ledger[0]?.after).toBe(data.wallets[0]?.total);
    const topUps = data.ledger.filter((e) => e.kind === 'top-up');
    expect(topUps.map((e) => e.transaction).sort()).toEqual(
      data.refills.map((r) => r.transaction).sort(),
    );
  });

  it('puts the demo account in the demo company with every role, and a new company starts empty', () => {
    expect(seed.users).toEqual([
      expect.objectContaining({ id: 1, company: DEMO_COMPANY, roles: ['Administrativo'] }),
    ]);
    const empty = emptyCompany(new Date());
    for (const key of [
      'campaigns',
      'products',
      'categories',
      'profiles',
      'knowledgebases',
    ] as const) {
      expect(empty[key]).toEqual([]);
    }
    expect(empty.wallets).toEqual([expect.objectContaining({ id: 1, total: 0 })]);
    expect(empty.settings).toEqual([expect.objectContaining({ id: 1, host: '', port: null })]);
    expect(empty.company.razon_social).toBe('');
    expect(empty.representative.age).toBeNull();
  });

  it('spreads the products over every active category, so the list filter narrows', () => {
    const active = data.categories.filter((c) => c.status);
    expect(active.map((c) => c.name).sort()).toEqual([
      'Enlaces dedicados',
      'Internet empresarial',
      'Internet residencial',
      'Servicios de internet',
    ]);
    for (const category of active) {
      expect(data.products.some((p) => p.sub_category === category.name)).toBe(true);
    }
    const statuses = (name: string) =>
      new Set(data.products.filter((p) => p.sub_category === name).map((p) => p.status));
    for (const name of ['Servicios de internet', 'Internet residencial', 'Internet empresarial'])
      expect(statuses(name)).toEqual(new Set([true, false]));
  });

  it('keeps the bench products on the seed categories, varied', () => {
    const names = new Set(data.categories.map((c) => c.name));
    const bulk = manyProducts(200, new Date());
    const used = new Set(bulk.map((p) => p.sub_category));
    expect(used.size).toBeGreaterThanOrEqual(4);
    expect([...used].every((name) => names.has(name))).toBe(true);
  });
});
