/** What every handler gets: the store, the clock, token lifetime, where uploads live and the API's own URL. */
import type { Store } from './db/store';
import type { OpenApiDocument } from './openapi/document';

export interface Context {
  store: Store;
  tokenTtlMs: number;
  uploadsDir: string;
  /** The origin clients reach the API at (no trailing slash): upload URLs start with it. */
  publicUrl: string;
  /** The document of the operations the app serves. */
  document: OpenApiDocument;
  now: () => Date;
  /** The key secrets are encrypted with at rest (SETTINGS_KEY; src/secrets.ts). */
  settingsKey: Buffer;
}
