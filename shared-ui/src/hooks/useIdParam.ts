/** The numeric `:id` of the current route, or null when missing or not a positive integer. */
import { useParams } from 'react-router-dom';

export function useIdParam(name = 'id'): number | null {
  const raw = useParams()[name];
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && id > 0 ? id : null;
}
