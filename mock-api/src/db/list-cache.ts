/**
 * What the store keeps of one company's collection between list requests, so a window at
 * 100,000 rows reads no more than it must: each row's folded search text, and the collection
 * sorted in each order asked for, brought in step with the rows inserted, changed and removed
 * since when it is next read.
 */
import {
  comparator,
  foldedField,
  fullSort,
  insertionPoint,
  type ListSource,
  searchText,
} from '../lists/engine';
import type { ListSpec, SortKey } from '../lists/spec';

interface View {
  compare: (a: object, b: object) => number;
  rows: object[];
  /**
   * Rows inserted (or changed) since the view was last read, which it takes when next read: at
   * 100,000 rows each `splice` into a view moves the whole array (about 0.3 ms per row and view
   * inside the API under load), which every write paid for every view kept, read or not.
   */
  incoming: Set<object>;
}

/** Between two rows' texts in the haystack: not in any needle (folded text of what users type). */
const SEPARATOR = '\u0000';

/** Past this many rows removed at once, each view is filtered rather than spliced row by row. */
const FILTER_AT = 64;

/**
 * Past this many rows a view has not taken yet, it takes them by building its array again in one
 * pass rather than a `splice` each: at 100,000 rows one `splice` took 0.08 ms in a script (0.3 ms
 * inside the API under load) and one rebuild 1.3 ms.
 */
const SPLICE_MAX = 16;

/** `rows` (in `compare`'s order) with `adds` put in their places. */
const withAdded = (
  rows: object[],
  adds: object[],
  compare: (a: object, b: object) => number,
): object[] => {
  if (adds.length <= SPLICE_MAX) {
    for (const item of adds) rows.splice(insertionPoint(rows, item, compare), 0, item);
    return rows;
  }
  adds.sort(compare);
  const out = new Array<object>(rows.length + adds.length);
  let from = 0;
  let to = 0;
  for (const item of adds) {
    // The adds in order: each goes at or after the place of the one before.
    const at = insertionPoint(rows, item, compare, from);
    for (let i = from; i < at; i += 1) out[to++] = rows[i] as object;
    out[to++] = item;
    from = at;
  }
  for (let i = from; i < rows.length; i += 1) out[to++] = rows[i] as object;
  return out;
};

/**
 * The most sorted views kept per list: each is an array of every row (800 KB at 100,000 rows),
 * and `_sort` may combine fields in many ways, so the least recently read goes first.
 */
export const MAX_VIEWS = 12;

/** The most answers kept per list between its changes (a query's matching rows, its counts). */
export const MAX_ANSWERS = 16;

export class ListCache {
  /**
   * Where a row keeps its folded text: a property of the row itself under this cache's own
   * symbol, not enumerable, so JSON, spreads and answers never see it (a WeakMap read was four
   * times slower over 100,000 rows). A new symbol forgets every text at once.
   */
  private textKey = Symbol('folded search text');
  /** The same, per field `_like` reads ('name'), each under a symbol of its own. */
  private fieldKeys = new Map<string, symbol>();
  private readonly views = new Map<string, View>();
  private spec: ListSpec | undefined;
  /**
   * Answers worked out since the list last changed, by query: the rows a search matches (so
   * each further window of it is a slice, as a list scrolls) and counts. Any change drops them.
   */
  private readonly answers = new Map<string, unknown>();
  /**
   * Every row's folded text in one string, in the list's order, for `q`: one `indexOf` pass finds
   * the rows a new search matches (a test of each row's own text took 15-20 ms at 100,000 rows).
   * Built when first searched, dropped at any change.
   */
  private haystack: { items: readonly object[]; text: string; starts: Int32Array } | undefined;

  /** The answer kept for `key`, or `work`'s, kept until the list changes. */
  memo<T>(key: string, work: () => T): T {
    if (this.answers.has(key)) {
      const kept = this.answers.get(key) as T;
      // The most recently read last: the first is the one to drop.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept;
    }
    const answer = work();
    const oldest = this.answers.keys().next();
    if (this.answers.size >= MAX_ANSWERS && !oldest.done) this.answers.delete(oldest.value);
    this.answers.set(key, answer);
    return answer;
  }

  /** The collection as a list source, read through this cache. */
  source<T extends object>(spec: ListSpec, items: readonly T[]): ListSource<T> {
    this.use(spec);
    return {
      items,
      sorted: (sort) => this.sorted(spec, sort, items) as T[],
      text: (item) => this.text(spec, item),
      folded: (item, field) => this.folded(item, field),
      withText: (needle) => this.withText(spec, items, needle) as T[],
    };
  }

  /** The rows whose folded text holds `needle`, in the list's order, through the haystack. */
  private withText(spec: ListSpec, items: readonly object[], needle: string): object[] {
    // A needle holding the separator would match across rows: test each row's own text.
    if (needle.includes(SEPARATOR))
      return items.filter((item) => this.text(spec, item).includes(needle));
    if (this.haystack?.items !== items || this.haystack.starts.length !== items.length + 1) {
      const starts = new Int32Array(items.length + 1);
      const texts: string[] = [];
      let at = 0;
      items.forEach((item, i) => {
        starts[i] = at;
        const text = this.text(spec, item);
        texts.push(text);
        // One separator after each text, which no needle holds: no match spans two rows.
        at += text.length + 1;
      });
      starts[items.length] = at;
      this.haystack = { items, text: texts.join(SEPARATOR) + SEPARATOR, starts };
    }
    const { text, starts } = this.haystack;
    const found: object[] = [];
    let row = 0;
    for (let at = text.indexOf(needle); at !== -1; ) {
      // The rows start in order: walk forward to the one holding `at`.
      while ((starts[row + 1] as number) <= at) row += 1;
      found.push(items[row] as object);
      at = text.indexOf(needle, starts[row + 1] as number);
    }
    return found;
  }

  /** Folds every row's search text now (at start), so the first search pays nothing extra. */
  warm(spec: ListSpec, items: readonly object[]) {
    this.use(spec);
    for (const item of items) this.text(spec, item);
  }

  inserted(items: readonly object[]) {
    this.answers.clear();
    this.haystack = undefined;
    for (const view of this.views.values()) for (const item of items) view.incoming.add(item);
  }

  /** Before a row changes in place: it leaves every view (and its text is folded again). */
  changing(item: object) {
    this.answers.clear();
    this.haystack = undefined;
    this.forget(item);
    this.removed([item]);
  }

  /** After it changed: back into every view at its new place. */
  changed(item: object) {
    this.inserted([item]);
  }

  removed(items: readonly object[]) {
    this.answers.clear();
    this.haystack = undefined;
    if (items.length === 0) return;
    for (const view of this.views.values()) {
      // A row the view has not taken yet leaves before it does.
      const placed = items.filter((item) => !view.incoming.delete(item));
      if (placed.length > FILTER_AT) {
        const gone = new Set(placed);
        view.rows = view.rows.filter((row) => !gone.has(row));
        continue;
      }
      for (const item of placed) {
        const at = view.rows.indexOf(item);
        if (at >= 0) view.rows.splice(at, 1);
      }
    }
  }

  /** The collection changed in a way the views cannot follow (replaced whole): start again. */
  reset() {
    this.answers.clear();
    this.haystack = undefined;
    this.views.clear();
    this.textKey = Symbol('folded search text');
    this.fieldKeys = new Map();
  }

  /** One declaration per collection; another one (a test's) starts the cache again. */
  private use(spec: ListSpec) {
    if (this.spec === spec) return;
    this.spec = spec;
    this.reset();
  }

  private text(spec: ListSpec, item: object): string {
    return this.held(item, this.textKey, () => searchText(spec, item));
  }

  private folded(item: object, field: string): string {
    let key = this.fieldKeys.get(field);
    if (!key) {
      key = Symbol(`folded ${field}`);
      this.fieldKeys.set(field, key);
    }
    return this.held(item, key, () => foldedField(item, field));
  }

  /** The text a row holds under `key`, worked out and kept on first read. */
  private held(item: object, key: symbol, work: () => string): string {
    const held = (item as Record<symbol, string | undefined>)[key];
    if (held !== undefined) return held;
    const text = work();
    Object.defineProperty(item, key, {
      value: text,
      writable: true,
      configurable: true,
      enumerable: false,
    });
    return text;
  }

  /** A row is changing: its texts are worked out again when next read. */
  private forget(item: object) {
    for (const key of [this.textKey, ...this.fieldKeys.values()]) {
      if (Object.hasOwn(item, key)) (item as Record<symbol, string | undefined>)[key] = undefined;
    }
  }

  private sorted(spec: ListSpec, sort: readonly SortKey[], items: readonly object[]): object[] {
    const key = JSON.stringify(fullSort(spec, sort));
    let view = this.views.get(key);
    if (view) {
      // The most recently read last: the first is the one to drop.
      this.views.delete(key);
      if (view.incoming.size > 0) {
        view.rows = withAdded(view.rows, [...view.incoming], view.compare);
        view.incoming.clear();
      }
    } else {
      const compare = comparator(spec, sort);
      view = { compare, rows: [...items].sort(compare), incoming: new Set() };
      const oldest = this.views.keys().next();
      if (this.views.size >= MAX_VIEWS && !oldest.done) this.views.delete(oldest.value);
    }
    this.views.set(key, view);
    return view.rows;
  }
}
