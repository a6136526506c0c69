/** Loads data for a page and hands back its state plus props to spread on an antd Table. */
import { useCallback, useEffect, useRef, useState } from 'react';
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

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, error, reload, setData };
}

/** A list resource plus `tableProps` (dataSource, loading, rowKey, empty text) for antd Table. */
export function useListResource<T extends { id: number | string }>(
  load: () => Promise<T[]>,
  deps: readonly unknown[] = [],
  emptyText: string = EMPTY_TEXT,
) {
  const resource = useResource(load, deps);
  const rows = resource.data ?? [];
  return {
    ...resource,
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
