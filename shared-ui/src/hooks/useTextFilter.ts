/** A list search: filters rows by text (case- and accent-insensitive) and hands back Input props. */
import { type ChangeEvent, useMemo, useRef, useState } from 'react';
import { matchesText } from '../format';

export function useTextFilter<T>(
  rows: readonly T[],
  pick: (row: T) => (string | null | undefined)[],
  placeholder = 'Buscar por nombre',
) {
  const [query, setQuery] = useState('');
  // Callers pass `pick` inline; a ref keeps the memo keyed on the rows and the query only.
  const pickRef = useRef(pick);
  pickRef.current = pick;
  const filtered = useMemo(
    () =>
      query.trim() === ''
        ? [...rows]
        : rows.filter((r) => pickRef.current(r).some((t) => matchesText(t, query))),
    [rows, query],
  );
  return {
    query,
    setQuery,
    filtered,
    /** Spread on an antd Input.Search / Input. */
    searchProps: {
      value: query,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value),
      placeholder,
      allowClear: true,
      'aria-label': placeholder,
    },
  };
}
