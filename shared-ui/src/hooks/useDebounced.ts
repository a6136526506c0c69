/** A value that follows another once it has stayed the same for a while: a search as typed. */
import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `ms` (at once on the first render). */
export function useDebounced<V>(value: V, ms: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
