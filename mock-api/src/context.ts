/** What every router gets: the store, the clock, token lifetime and where uploads live. */
import type { Store } from './db/store';

export interface Context {
  store: Store;
  tokenTtlMs: number;
  uploadsDir: string;
  now: () => Date;
}
