/** Loads data for a page and hands back its state plus props to spread on an antd Table. */
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConnectionStore } from 'shared-ui/session';
import { recovery } from 'shared-ui/texts';
import { EMPTY_TEXT } from './emptyText';

export interface Resource<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Loads again (after a save); keeps showing the old data while it loads. */
  reload: () => Promise<void>;
  setData: (data: T) => void;
}

export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[] = []): Resource<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const current = useRef(0);

  const reload = useCallback(async () => {
    const call = ++current.current;
    setLoading(true);
    try {
      const value = await load();
      if (call !== current.current) return;
      setData(value);
      setError(null);
    } catch (e) {
      if (call === current.current) setError(e ?? new Error('load failed'));
    } finally {
      if (call === current.current) setLoading(false);
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the loader depends on
  }, deps);

  // 'Reintentar' and the connection coming back ask every page on screen to load again.
  const reloads = useConnectionStore((s) => s.reloads);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `reloads` means load again
  useEffect(() => {
    void reload();
  }, [reload, reloads]);

  return { data, loading, error, reload, setData };
}

/**
 * A list resource plus `tableProps` (dataSource, loading, rowKey, empty text) for antd Table.
 * A reload that fails keeps the rows already shown (with a warning) instead of the error page.
 */
export function useListResource<T extends { id: number | string }>(
  load: () => Promise<T[]>,
  deps: readonly unknown[] = [],
  emptyText: string = EMPTY_TEXT,
) {
  const resource = useResource(load, deps);
  const rows = resource.data ?? [];
  const stale = resource.error !== null && resource.data !== undefined;
  const { message } = App.useApp();
  const unreachable = useConnectionStore((s) => s.unreachable);
  useEffect(() => {
    // Without a connection the page's banner already says why.
    if (stale && !unreachable) void message?.warning(recovery.staleList);
  }, [stale, unreachable, message]);
  return {
    ...resource,
    error: stale ? null : resource.error,
    rows,
    tableProps: {
      dataSource: rows,
      loading: resource.loading,
      rowKey: 'id' as const,
      pagination: false as const,
      locale: { emptyText },
    },
  };
}
