// The store's search index (ListCache's haystack) answers `q` as a test of every row would, in
// every order, across changes, and never across two rows.
import { describe, expect, it } from 'vitest';
import { ListCache } from '../src/db/list-cache';
import { arraySource, countOf, matchingRows } from '../src/lists/engine';
import type { ListQuery } from '../src/lists/query';
import { field, recordList } from '../src/lists/spec';

interface Row {
  id: number;
  createdAt: string;
  name: string;
  note: string;
  status: boolean;
  price: number;
}

const spec = recordList<Row>({
  fields: {
    name: field.text(),
    note: field.text(),
    status: field.boolean(),
    price: field.number(),
  },
  sort: ['name', 'price'],
  search: ['name', 'note'],
});

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: n - i,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (n - i) * 1000).toISOString(),
    name: i % 3 === 0 ? `Fibra Óptica ${n - i}` : `Plan ${n - i}`,
    note: i % 4 === 0 ? 'pyme' : 'hogar',
    status: i % 5 !== 0,
    price: (i * 37) % 101,
  }));

const query = (over: Partial<ListQuery>): ListQuery => ({
  filters: [],
  search: '',
  sort: [],
  start: 0,
  end: 1000,
  paging: { by: 'range' },
  ...over,
});

const ids = (list: Iterable<Row>) => [...list].map((r) => r.id);

describe('the search index of a list', () => {
  const items = rows(500);
  const cache = new ListCache();
  const indexed = () => cache.source(spec, items);
  const plain = () => arraySource(spec, items);

  it('finds what a test of every row finds, in each order, with filters and counts', () => {
    const cases: Partial<ListQuery>[] = [
      { search: 'optica' },
      { search: 'pyme', filters: [{ field: 'status', op: 'eq', values: [false] }] },
      { search: 'plan 4', sort: [{ field: 'price', order: 'asc' }] },
      {
        search: 'fibra',
        sort: [
          { field: 'createdAt', order: 'asc' },
          { field: 'id', order: 'asc' },
        ],
      },
      { search: 'zzz' },
      // Across the end of one row's text and the start of the next: never a match.
      { search: 'hogar fibra' },
      { search: `pyme\u0000fibra` },
    ];
    for (const c of cases) {
      const q = query(c);
      expect(ids(matchingRows(spec, indexed(), q))).toEqual(ids(matchingRows(spec, plain(), q)));
      expect(countOf(spec, indexed(), q, 'status')).toEqual(countOf(spec, plain(), q, 'status'));
    }
    expect(ids(matchingRows(spec, indexed(), query({ search: 'hogar fibra' })))).toEqual([]);
  });

  it('follows the rows as they are added, changed and removed', () => {
    const q = query({ search: 'solar' });
    expect(ids(matchingRows(spec, indexed(), q))).toEqual([]);
    const added: Row = { ...(items[0] as Row), id: 9001, name: 'Panel Solar' };
    items.unshift(added);
    cache.inserted([added]);
    expect(ids(matchingRows(spec, indexed(), q))).toEqual([9001]);
    const changing = items[10] as Row;
    cache.changing(changing);
    changing.note = 'solar';
    cache.changed(changing);
    expect(ids(matchingRows(spec, indexed(), q))).toEqual([9001, changing.id]);
    items.shift();
    cache.removed([added]);
    expect(ids(matchingRows(spec, indexed(), q))).toEqual([changing.id]);
  });
});
