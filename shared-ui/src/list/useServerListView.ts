/**
 * A list view whose rows stay on the server: the same URL state, columns and props as useListView,
 * but search (debounced), tab, filters and sort go to the API, the rows drawn are fetched in
 * windows around what the table shows (`server.setRange`), and the tab counts come from the API's
 * counts. Through the one QueryClient: windows are cached, shared between mounts, refreshed after
 * a save (`reload`) and after 'Reintentar'.
 */
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebounced } from '../hooks/useDebounced';
import {
  defined,
  fetchCounts,
  fetchWindow,
  invalidateList,
  LIST_KEY,
  type ListWindow,
  queryClient,
  useConnectionStore,
} from 'shared-ui/session';
import { recovery } from 'shared-ui/texts';
import {
  columnKey,
  type ListSort,
  type ServerRows,
  useViewState,
  type ViewInput,
} from './useListView';

/** Rows a window of a long list holds: some screens of rows, a few tens of kilobytes. */
export const WINDOW_ROWS = 100;

/**
 * The rows a list draws before its table has measured the viewport: about a screen of the
 * tallest rows (products', ~100 px). The table asks for the rest of the viewport at once, so a
 * first view or a new search paints its first rows without waiting for those below them.
 */
export const FIRST_ROWS = 12;

/** How long the search box waits for the typing to stop before it asks the API. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Marks a row whose window has not arrived yet: the table draws it as a placeholder. */
export const PENDING = Symbol('pending row');

export const isPending = (row: unknown): boolean =>
  typeof row === 'object' && row !== null && PENDING in row;

const pendingRow = <T>(index: number) => ({ id: `pending-${index}`, [PENDING]: true }) as T;

export interface ServerListInput<T> extends Omit<ViewInput<T>, 'hasSearch'> {
  /** The list's endpoint: '/products'. */
  path: string;
  /** Whether the list has a search box (the API's `q`). */
  search?: boolean;
  /** The field the tabs are counted by (`/counts?_by=`), with each tab's `filter` on it. */
  countBy?: string;
  /** Filters beside the tab ('category=telecom'); an undefined or empty value is no filter. */
  filters?: Readonly<Record<string, string | undefined>>;
  /** The API's sort field of a column, where it is not the column's key. */
  sortFields?: Readonly<Record<string, string>>;
  /** Rows per window (WINDOW_ROWS). */
  pageSize?: number;
  /** The rows first asked for (a list that shows its first 40 asks for 0..39). */
  initialRange?: readonly [number, number];
  /** The page moves the range itself (a 'Mostrar más' button) rather than the table's scroll. */
  manualRange?: boolean;
}

/** `_sort`/`_order` of a sort; none: the list's own order (newest first). */
const sortParams = (
  sort: ListSort | undefined,
  fields: Readonly<Record<string, string>>,
): Record<string, string> => {
  if (!sort) return {};
  // A column may sort by several fields ('initDate,initHour'), each in the column's direction.
  const sortBy = (fields[sort.key] ?? sort.key).split(',');
  const order = sort.order === 'descend' ? 'desc' : 'asc';
  return { _sort: sortBy.join(','), _order: sortBy.map(() => order).join(',') };
};

export function useServerListView<T extends { id: number | string }>({
  path,
  search = false,
  countBy,
  filters = {},
  sortFields = {},
  pageSize = WINDOW_ROWS,
  initialRange = [0, Math.min(pageSize, FIRST_ROWS) - 1],
  manualRange = false,
  ...input
}: ServerListInput<T>) {
  const { compare: _, ...state } = useViewState<T>({ ...input, hasSearch: search });
  const { tab, tabs, sort, columns } = state;
  const q = useDebounced(state.query.trim(), SEARCH_DEBOUNCE_MS);
  // Only sortable columns reach the URL, so `sort.key` is one of them.
  const sortable = new Set(columns.map((c) => columnKey(c)));
  const sorted = sort && sortable.has(sort.key) ? sort : undefined;

  // What the view matches, without the window: the key of its windows, counts and export.
  // (Query keys are compared by value: new objects each render are the same keys.)
  const searchFilters = defined({ ...filters, q });
  const params = { ...searchFilters, ...tab?.filter, ...sortParams(sorted, sortFields) };
  const viewKey = JSON.stringify(params);

  // The rows asked for: reported by the table as it scrolls, back to the start on a new view.
  const [range, setRangeState] = useState<readonly [number, number]>(initialRange);
  const rangeView = useRef(viewKey);
  if (rangeView.current !== viewKey) {
    rangeView.current = viewKey;
    if (range[0] !== initialRange[0] || range[1] !== initialRange[1]) setRangeState(initialRange);
  }
  const setRange = useCallback(
    (first: number, last: number) =>
      setRangeState((current) =>
        current[0] === first && current[1] === last ? current : [first, last],
      ),
    [],
  );

  // The total is known once a window of this view answers; until then, ask for the first.
  const totals = useRef(new Map<string, number>());
  const knownTotal = totals.current.get(viewKey);
  const lastIndex = knownTotal === undefined ? range[1] : Math.min(range[1], knownTotal - 1);
  const firstWindow = Math.floor(Math.max(0, range[0]) / pageSize);
  const lastWindow = Math.max(firstWindow, Math.floor(Math.max(0, lastIndex) / pageSize));
  const windowIndexes: number[] = [];
  for (let w = firstWindow; w <= lastWindow; w++) windowIndexes.push(w);

  const windows = useQueries(
    {
      queries: windowIndexes.map((w) => ({
        queryKey: [LIST_KEY, path, params, pageSize, w],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          fetchWindow<T>(path, params, w * pageSize, (w + 1) * pageSize, { signal }),
      })),
    },
    queryClient,
  );
  const counts = useQuery(
    {
      queryKey: [LIST_KEY, path, 'counts', countBy, searchFilters],
      queryFn: ({ signal }) => fetchCounts(path, countBy ?? '', searchFilters, { signal }),
      enabled: !!countBy && tabs.length > 0,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const answered = windows.find((w) => w.data)?.data as ListWindow<T> | undefined;
  if (answered) totals.current.set(viewKey, answered.total);
  const total = answered?.total ?? knownTotal;

  // A new view keeps showing the last one's rows until its first window answers.
  const shown = useRef<{ rows: T[]; offset: number; total: number | undefined }>({
    rows: [],
    offset: 0,
    total: undefined,
  });
  const firstAnswered = windows.some((w) => w.data);
  if (total !== undefined && (firstAnswered || knownTotal !== undefined)) {
    const start = Math.max(0, Math.min(range[0], total));
    const end = Math.min(lastIndex, total - 1);
    const rows: T[] = [];
    for (let i = start; i <= end; i++) {
      const w = windows[Math.floor(i / pageSize) - firstWindow]?.data as ListWindow<T> | undefined;
      rows.push(w?.rows[i - Math.floor(i / pageSize) * pageSize] ?? pendingRow<T>(i));
    }
    shown.current = { rows, offset: start, total };
  }

  const first = windows[0];
  const fetching = windows.some((w) => w.isFetching);
  const failed = windows.find((w) => w.error && !w.data);
  // What the page shows on a failure: an error page when nothing could be shown at all, else the
  // rows it has with a warning (without a connection, the page's banner already says why).
  const error = failed && shown.current.total === undefined ? failed.error : null;
  const stale = !!failed && !error;
  const { message } = App.useApp();
  const unreachable = useConnectionStore((s) => s.unreachable);
  useEffect(() => {
    if (stale && !unreachable) void message?.warning(recovery.staleList);
  }, [stale, unreachable, message]);

  const server: ServerRows = {
    total: shown.current.total,
    offset: shown.current.offset,
    setRange,
    pageSize,
    fetching,
    manual: manualRange,
    view: viewKey,
  };

  return {
    ...state,
    /** The rows of `range` (placeholders where a window is on its way), in the order shown. */
    rows: shown.current.rows,
    /** Not known in the page: the API counts (`countOf`). */
    searched: [] as T[],
    countOf: (key: string): number | undefined => {
      const t = tabs.find((x) => x.key === key);
      const value = countBy ? t?.filter?.[countBy] : undefined;
      if (!counts.data || value === undefined) return undefined;
      return counts.data[value] ?? 0;
    },
    server,
    /** The first window of the view is on its way and nothing is shown yet. */
    loading: first?.isPending === true && shown.current.total === undefined,
    /** A window of the view is on its way (a new search, sort or tab, a refresh). */
    fetching: fetching || counts.isFetching,
    error,
    /** After a save: every window and count of the list again. */
    reload: () => invalidateList(path),
    /** The API's query of the whole view, without the window: what 'Exportar CSV' asks for. */
    exportParams: params,
    path,
  };
}

export type ServerListView<T extends { id: number | string }> = ReturnType<
  typeof useServerListView<T>
>;
