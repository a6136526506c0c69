/** What every handler gets: the store, the clock, token lifetime, where uploads live and the API's own URL. */
import type { Store as LimitStore } from 'express-rate-limit';
import type { Store } from './db/store';
import type { OpenApiDocument } from './openapi/document';
import type { SeenClock } from './seen';

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
  sessions: SessionPolicy;
  uploads: UploadPolicy;
  /**
   * When each live session was last used: in memory on a file (a restart starts the clocks
   * again), shared through the database on PostgreSQL.
   */
  seen: SeenClock;
  /** Where attempt limits count (PostgreSQL); unset, each process counts in its memory. */
  limits?: (name: string) => LimitStore;
  /** When this server started (ms): the idle clock of a session it has not seen yet. */
  startedAt: number;
}

/** How much a company may store, and when files no record uses go (src/uploadSweep.ts). */
export interface UploadPolicy {
  /** Bytes of uploads one company may hold (UPLOAD_QUOTA_BYTES). */
  quotaBytes: number;
  /** An upload no product refers to is removed once this old (UPLOAD_ORPHAN_MS). */
  orphanMs: number;
}

/** How sessions and logins are bounded (mock-api/README.md, "Sessions"). */
export interface SessionPolicy {
  /** A session without 'Recordarme' ends after this long without a request (SESSION_IDLE_MS). */
  idleMs: number;
  /** A remembered one, after this long (REMEMBER_IDLE_MS); both within tokenTtlMs. */
  rememberIdleMs: number;
  /** Live sessions per user; a new one ends the oldest (SESSIONS_PER_USER). */
  perUser: number;
  /** Logins, successful or not, per 15 minutes: from one address, and into one account. */
  loginsPerAddress: number;
  loginsPerAccount: number;
}
