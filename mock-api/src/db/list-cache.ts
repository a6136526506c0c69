/**
 * What the store keeps of one company's collection between list requests, so a window at
 * 100,000 rows reads no more than it must: each row's folded search text, and the collection
 * sorted in each order asked for, kept in order as rows are inserted, changed and removed.
 */
import { comparator, fullSort, insertionPoint, type ListSource, searchText } from '../lists/engine';
import type { ListSpec, SortKey } from '../lists/spec';

interface View {
  compare: (a: object, b: object) => number;
  rows: object[];
}

/** Past this many rows in one change, the sorted views are dropped and rebuilt when next asked. */
const REBUILD_AT = 64;

export class ListCache {
  private texts = new WeakMap<object, string>();
  private readonly views = new Map<string, View>();
  private spec: ListSpec | undefined;

  /** The collection as a list source, read through this cache. */
  source<T extends object>(spec: ListSpec, items: readonly T[]): ListSource<T> {
    this.use(spec);
    return {
      items,
      sorted: (sort) => this.sorted(spec, sort, items) as T[],
      text: (item) => this.text(spec, item),
    };
  }

  /** Folds every row's search text now (at start), so the first search pays nothing extra. */
  warm(spec: ListSpec, items: readonly object[]) {
    this.use(spec);
    for (const item of items) this.text(spec, item);
  }

  inserted(items: readonly object[]) {
    if (items.length > REBUILD_AT) {
      this.views.clear();
      return;
    }
    for (const view of this.views.values()) {
      for (const item of items)
        view.rows.splice(insertionPoint(view.rows, item, view.compare), 0, item);
    }
  }

  /** Before a row changes in place: it leaves every view (and its text is folded again). */
  changing(item: object) {
    this.texts.delete(item);
    this.removed([item]);
  }

  /** After it changed: back into every view at its new place. */
  changed(item: object) {
    this.inserted([item]);
  }

  removed(items: readonly object[]) {
    if (items.length === 0) return;
    if (items.length > REBUILD_AT) {
      const gone = new Set(items);
      for (const view of this.views.values()) view.rows = view.rows.filter((row) => !gone.has(row));
      return;
    }
    for (const view of this.views.values()) {
      for (const item of items) {
        const at = view.rows.indexOf(item);
        if (at >= 0) view.rows.splice(at, 1);
      }
    }
  }

  /** The collection changed in a way the views cannot follow (replaced whole): start again. */
  reset() {
    this.views.clear();
    this.texts = new WeakMap();
  }

  /** One declaration per collection; another one (a test's) starts the cache again. */
  private use(spec: ListSpec) {
    if (this.spec === spec) return;
    this.spec = spec;
    this.reset();
  }

  private text(spec: ListSpec, item: object): string {
    let text = this.texts.get(item);
    if (text === undefined) {
      text = searchText(spec, item);
      this.texts.set(item, text);
    }
    return text;
  }

  private sorted(spec: ListSpec, sort: readonly SortKey[], items: readonly object[]): object[] {
    const key = JSON.stringify(fullSort(spec, sort));
    let view = this.views.get(key);
    if (!view) {
      const compare = comparator(spec, sort);
      view = { compare, rows: [...items].sort(compare) };
      this.views.set(key, view);
    }
    return view.rows;
  }
}
