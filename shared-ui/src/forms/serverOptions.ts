/**
 * The options of a select over another collection (profiles, products, knowledge bases,
 * categories), read from the API as the user types instead of downloading the whole collection:
 * a first window when the select opens, `q=<text>` once the typing stops, and the labels of the
 * values already chosen by `id=1&id=2` (or `name=…`) when no loaded option carries them. Through
 * the one QueryClient, under the list's key: answers are cached and shared between the selects of
 * a page, and a save that refreshes the list (`invalidateList`) refreshes its pickers too.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useDebounced } from '../hooks/useDebounced';
import { http, LIST_KEY, queryClient } from 'shared-ui/session';
import { labels } from 'shared-ui/texts';
import type { Option } from './fields';

/** Rows a picker asks for at a time: the first ones when it opens, or the best matches of a search. */
export const OPTIONS_WINDOW = 50;

/** How long a picker waits for the typing to stop before it asks the API. */
export const OPTIONS_DEBOUNCE_MS = 300;

/** The most values one look-up of chosen labels names (`id=1&id=2…`): the URL stays short. */
const LOOKUP_CHUNK = 100;

type Value = Option['value'];

/** Where a picker's options come from. Keep it stable (module level or memoised): it keys queries. */
export interface OptionSource<T> {
  /** The list endpoint: '/profiles'. */
  path: string;
  /** The options of some rows, in the order shown (may merge rows, e.g. one option per name). */
  options: (rows: readonly T[]) => Option[];
  /** The row field a value is, the API filter its label is looked up by: 'id' unless said. */
  valueField?: keyof T & string;
  /** Fixed filters of what may be picked (`{ status: 'true' }`); empty values are none. */
  filters?: Readonly<Record<string, string | undefined>>;
  /** Filters of the look-up of chosen values, which may be ones no longer offered (inactive). */
  chosenFilters?: Readonly<Record<string, string | undefined>>;
  /** The API's sort of the options (`_sort`), ascending; the list's own order when none. */
  sort?: string;
}

const key = (value: Value) => String(value);

const searchParams = (entries: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(entries))
    if (value !== undefined && value !== '') params.append(name, String(value));
  return params;
};

/** What a window of options is asked with: fixed filters, the search and the sort. */
const windowParams = <T>(source: OptionSource<T>, q: string) =>
  searchParams({ ...source.filters, q, _sort: source.sort });

/** The query of one window of options (the first one when `q` is ''). */
const windowQuery = <T>(source: OptionSource<T>, q: string) => ({
  queryKey: [LIST_KEY, source.path, 'options', { ...source.filters, q, _sort: source.sort }],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const params = windowParams(source, q);
    params.set('_start', '0');
    params.set('_end', String(OPTIONS_WINDOW));
    const response = await http.get<T[]>(source.path, { params, signal });
    const header = Number(response.headers['x-total-count']);
    return {
      rows: response.data,
      total: Number.isFinite(header) ? header : response.data.length,
    };
  },
});

/** The rows whose `valueField` is one of `values`, asked in chunks of LOOKUP_CHUNK values. */
async function lookUp<T>(source: OptionSource<T>, values: readonly string[], signal: AbortSignal) {
  const field = source.valueField ?? 'id';
  const chunks: string[][] = [];
  for (let i = 0; i < values.length; i += LOOKUP_CHUNK)
    chunks.push(values.slice(i, i + LOOKUP_CHUNK));
  const answers = await Promise.all(
    chunks.map((chunk) => {
      const params = searchParams({ ...source.chosenFilters });
      for (const value of chunk) params.append(field, value);
      params.set('_start', '0');
      params.set('_end', String(chunk.length));
      return http.get<T[]>(source.path, { params, signal });
    }),
  );
  // Only the rows asked for, should an answer hold more.
  const wanted = new Set(values);
  return answers
    .flatMap((r) => r.data)
    .filter((row) => wanted.has(key((row as Record<string, Value>)[field] as Value)));
}

/**
 * The first window of a source's options (what an opened picker shows before any typing), shared
 * with the pickers over the same source: a page that must know whether there is anything to pick
 * at all ('Primero cree una base…') asks here, and its picker opens on the same answer.
 */
export function useFirstOptions<T>(source: OptionSource<T>, enabled = true) {
  const first = useQuery({ ...windowQuery(source, ''), enabled }, queryClient);
  return {
    /** The collection has nothing to pick (known once the first window answered). */
    empty: first.data ? first.data.total === 0 : undefined,
    loading: enabled && first.isPending,
    error: first.error,
    retry: () => void first.refetch(),
  };
}

/**
 * The row of a value among the answers cached for the source's list (a picker's windows and
 * look-ups, the list page's windows): the row a picker shows as chosen is always there.
 */
export function cachedRow<T>(source: OptionSource<T>, value: Value): T | undefined {
  const field = source.valueField ?? 'id';
  for (const [, data] of queryClient.getQueriesData<unknown>({
    queryKey: [LIST_KEY, source.path],
  })) {
    const rows = Array.isArray(data) ? data : (data as { rows?: unknown } | undefined)?.rows;
    if (!Array.isArray(rows)) continue;
    const row = rows.find(
      (r) =>
        typeof r === 'object' &&
        r !== null &&
        key((r as Record<string, Value>)[field] as Value) === key(value),
    );
    if (row) return row as T;
  }
  return undefined;
}

export interface ServerOptionsInput<T> {
  source: OptionSource<T>;
  /** The values chosen now: their labels are looked up when no loaded option carries them. */
  values: readonly Value[];
  /** What the user typed in the select. */
  search: string;
  /** The select's dropdown is open: the first window is asked for then. */
  open: boolean;
}

/**
 * Options of a picker as the user types (debounced), and the labels of its chosen values.
 * While a search is typed or on its way there are no options (`fetching`): the dropdown says it
 * is loading rather than showing the matches of an older text.
 */
export function useServerOptions<T>({ source, values, search, open }: ServerOptionsInput<T>) {
  const typed = search.trim();
  const q = useDebounced(typed, OPTIONS_DEBOUNCE_MS);
  const settled = q === typed;
  const results = useQuery({ ...windowQuery(source, q), enabled: open || q !== '' }, queryClient);

  // Every label met so far (loaded options, looked-up values), by value: a chosen value keeps its
  // label when a new search no longer lists it.
  const known = useRef(new Map<string, Option>());
  // Another source (the sub-categories of another category): what was met under the last is not.
  const knownFor = useRef(source);
  if (knownFor.current !== source) {
    knownFor.current = source;
    known.current = new Map();
  }
  const remember = (options: readonly Option[]) => {
    for (const option of options) known.current.set(key(option.value), option);
  };
  const loaded = results.data ? source.options(results.data.rows) : [];
  remember(loaded);
  // The first window, where a picker that was never opened may already have it (useFirstOptions).
  const first = queryClient.getQueryData<{ rows: T[] }>(windowQuery(source, '').queryKey);
  if (first) remember(source.options(first.rows));

  const unlabelled = [...new Set(values.map(key))].filter((v) => !known.current.has(v)).sort();
  const chosen = useQuery(
    {
      queryKey: [
        LIST_KEY,
        source.path,
        'chosen',
        source.valueField ?? 'id',
        unlabelled,
        source.chosenFilters,
      ],
      queryFn: ({ signal }) => lookUp(source, unlabelled, signal),
      enabled: unlabelled.length > 0,
    },
    queryClient,
  );
  if (chosen.data) remember(source.options(chosen.data));

  // Asked for and not there: deleted, or (for a name) no longer under the filters of the look-up.
  const missing = chosen.data ? values.filter((v) => !known.current.has(key(v))) : [];

  return {
    /** The options of the chosen values whose labels are known, in the order of the values. */
    chosenOptions: values.flatMap((v) => known.current.get(key(v)) ?? []),
    /** The options of the settled search; none while it waits or is on its way. */
    options: settled && results.data ? loaded : [],
    /** A search is typed, waiting or on its way: the dropdown shows that it is loading. */
    fetching: !settled || results.isFetching,
    /**
     * The label of a value: its option's; 'Cargando…' while its look-up is on its way; the value
     * itself when the API does not have it.
     */
    labelOf: (value: Value): ReactNode =>
      known.current.get(key(value))?.label ??
      (chosen.isFetching && unlabelled.includes(key(value)) ? labels.loading : value),
    /** The chosen labels are on their way. */
    labelsLoading: chosen.isFetching,
    /** Chosen values the API does not have (known once their look-up answered). */
    missing,
    error: results.error ?? chosen.error,
  };
}
