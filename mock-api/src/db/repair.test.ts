import { describe, expect, it } from 'vitest';
import { createSeed } from '../seed';
import { repair } from './repair';

const file = async () => {
  const data = await createSeed({ now: new Date('2026-11-01T12:00:00Z') });
  return { data, keep: { company: data.company, representative: data.representative } };
};

describe('repair', () => {
  it('leaves a sound file alone', async () => {
    const { data, keep } = await file();
    expect(repair(data, keep)).toEqual([]);
  });

  it('points products of an older file (sub-category slug) at the category it stood for', async () => {
    const { data, keep } = await file();
    data.categories = data.categories.filter((c) => c.name !== 'Servicios de internet');
    const [first, second] = data.products;
    if (!first || !second) throw new Error('seed without products');
    first.sub_category = 'servicios-de-internet';
    second.sub_category = 'servicios-de-internet';
    const lastId = Math.max(...data.categories.map((c) => c.id));

    expect(repair(data, keep)).toEqual(
      expect.arrayContaining(['products', 'categories', 'sequences']),
    );
    expect([first.sub_category, second.sub_category]).toEqual([
      'Servicios de internet',
      'Servicios de internet',
    ]);
    const created = data.categories.filter((c) => c.name === 'Servicios de internet');
    expect(created).toEqual([
      expect.objectContaining({ category: first.category, status: true, id: lastId + 1 }),
    ]);
    expect(repair(data, keep)).toEqual([]);
  });
});
