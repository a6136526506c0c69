/** What the store keeps per list between requests: sorted views in step with changes, bounded. */
import { describe, expect, it } from 'vitest';
import { comparator } from '../lists/engine';
import { field, recordList, type SortKey } from '../lists/spec';
import { ListCache, MAX_VIEWS } from './list-cache';

interface Row {
  id: number;
  createdAt: string;
  name: string;
  price: number;
}

const spec = recordList<Row>({
  fields: { name: field.text(), price: field.number() },
  sort: ['name', 'price'],
  search: ['name'],
});

/** Newest first, as the store holds them. */
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, k) => {
    const id = count - k;
    return {
      id,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
      name: `Árbol ${(id * 7) % 13}`,
      price: (id * 31) % 17,
    };
  });

const sortedCopy = (rows: readonly Row[], sort: SortKey[]) =>
  [...rows].sort(comparator(spec, sort)).map((row) => row.id);

const byPrice: SortKey[] = [{ field: 'price', order: 'asc' }];

/** Sorts of one, two and three fields, each way: more than the cache keeps. */
const manySorts = (): SortKey[][] => {
  const one = (['name', 'price', 'id'] as const).flatMap((f) =>
    (['asc', 'desc'] as const).map((order) => ({ field: f, order })),
  );
  return one.flatMap((a) => one.filter((b) => b.field !== a.field).map((b) => [a, b]));
};

describe('ListCache', () => {
  it('keeps a sorted view in order through inserts, edits and removals, one or many', () => {
    const items = rowsOf(40);
    const cache = new ListCache();
    const source = cache.source(spec, items);
    expect(source.sorted(byPrice).map((row) => row.id)).toEqual(sortedCopy(items, byPrice));

    const added = { id: 41, createdAt: '2026-02-01T00:00:00.000Z', name: 'Nuevo', price: 8.5 };
    items.unshift(added);
    cache.inserted([added]);
    const edited = items.find((row) => row.id === 7) as Row;
    cache.changing(edited);
    edited.price = -1;
    cache.changed(edited);
    const gone = items.splice(
      items.findIndex((row) => row.id === 3),
      1,
    );
    cache.removed(gone);
    expect(source.sorted(byPrice).map((row) => row.id)).toEqual(sortedCopy(items, byPrice));

    // A hundred rows in one change, then eighty removed at once (each view filtered).
    const many = rowsOf(200).slice(0, 100);
    for (const row of many) row.id += 1000;
    items.unshift(...many);
    cache.inserted(many);
    expect(source.sorted(byPrice).map((row) => row.id)).toEqual(sortedCopy(items, byPrice));
    const dropped = items.splice(0, 80);
    cache.removed(dropped);
    expect(source.sorted(byPrice).map((row) => row.id)).toEqual(sortedCopy(items, byPrice));
  });

  it('takes the rows written since it was last read when next read, one by one or in one pass', () => {
    const items = rowsOf(60);
    const cache = new ListCache();
    const source = cache.source(spec, items);
    const byName: SortKey[] = [{ field: 'name', order: 'desc' }];
    const before = source.sorted(byPrice);
    source.sorted(byName);
    const write = (id: number, price: number) => {
      const row = { id, createdAt: '2026-03-01T00:00:00.000Z', name: `Nuevo ${id}`, price };
      items.unshift(row);
      cache.inserted([row]);
      return row;
    };
    // Written between two reads: inserted, one of them changed, another removed, an old row
    // changed and one removed, before either view is read again.
    const first = write(101, 3.5);
    const second = write(102, 12);
    write(103, 0);
    cache.changing(first);
    first.price = 16.5;
    cache.changed(first);
    items.splice(items.indexOf(second), 1);
    cache.removed([second]);
    const old = items.find((row) => row.id === 20) as Row;
    cache.changing(old);
    old.name = 'Zafiro';
    cache.changed(old);
    const gone = items.splice(
      items.findIndex((row) => row.id === 30),
      1,
    );
    cache.removed(gone);
    // Few rows: the view takes each into its own array.
    expect(source.sorted(byPrice)).toBe(before);
    expect(source.sorted(byPrice).map((row) => row.id)).toEqual(sortedCopy(items, byPrice));
    // Many: it is built again in one pass, in the same order a sort gives.
    for (let id = 200; id < 240; id += 1) write(id, id % 9);
    expect(source.sorted(byPrice).map((row) => row.id)).toEqual(sortedCopy(items, byPrice));
    expect(source.sorted(byName).map((row) => row.id)).toEqual(sortedCopy(items, byName));
  });

  it('folds a row again after it changes', () => {
    const items = rowsOf(5);
    const cache = new ListCache();
    cache.warm(spec, items);
    const source = cache.source(spec, items);
    const row = items[0] as Row;
    expect(source.text(row)).toBe('arbol 9');
    cache.changing(row);
    row.name = 'Ñandú';
    cache.changed(row);
    expect(source.text(row)).toBe('nandu');
    expect(source.folded(row, 'name')).toBe('nandu');
    // Held out of sight: JSON and spreads see the row's own fields only.
    expect(JSON.parse(JSON.stringify(row))).toEqual({ ...row });
    expect(Object.keys({ ...row })).toEqual(['id', 'createdAt', 'name', 'price']);
  });

  it(`keeps at most ${MAX_VIEWS} sorted views, the least recently read dropped first`, () => {
    const items = rowsOf(30);
    const cache = new ListCache();
    const source = cache.source(spec, items);
    const sorts = manySorts();
    expect(sorts.length).toBeGreaterThan(MAX_VIEWS + 1);

    const first = source.sorted(byPrice);
    const kept = source.sorted(sorts[0] as SortKey[]);
    for (const sort of sorts.slice(1, MAX_VIEWS)) {
      // Reading the kept one again each time keeps it recent.
      expect(source.sorted(sorts[0] as SortKey[])).toBe(kept);
      source.sorted(sort);
    }
    // byPrice was the least recently read: built again, the same rows in a new array.
    const again = source.sorted(byPrice);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(source.sorted(sorts[0] as SortKey[])).toBe(kept);
    for (const sort of sorts) {
      expect(source.sorted(sort).map((row) => row.id)).toEqual(sortedCopy(items, sort));
    }
  });
});
