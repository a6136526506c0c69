/** Builds the Express app over a store, and starts or stops the HTTP server around it. */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import cors from 'cors';
import express, { type Express } from 'express';
import type { Context, SessionPolicy, UploadPolicy } from './context';
import { lock, realDbPath } from './db/lock';
import { connect, migrate, PgDisk } from './db/pg';
import { partOf } from './db/fragment-file';
import { repair } from './db/repair';
import { assertShape } from './db/shape';
import { Store } from './db/store';
import type { Data } from './db/types';
import { SharedLimits } from './limits';
import { errorHandler, type Logger, notFoundHandler, requestLog } from './middleware';
import { mount } from './mount';
import { buildDocument } from './openapi/document';
import { OPERATIONS } from './operations';
import { hashPassword, verifyPassword } from './passwords';
import { listenProvider } from './provider';
import { encryptSecret, isEncrypted, settingsKey } from './secrets';
import { MemorySeen, SharedSeen } from './seen';
import { SWEEP_EVERY_MS, sweepUploads } from './uploadSweep';
import { noStore, securityHeaders } from './security';
import { company, representative } from './seed/account';
import { createSeed } from './seed';

export const DEFAULT_PORT = 4000;
export const DEFAULT_DB_FILE = path.resolve(import.meta.dirname, '../data/db.json');
/** Where uploads go when the data is on PostgreSQL (env UPLOADS_DIR): one directory every process reads. */
export const DEFAULT_UPLOADS_DIR = path.resolve(import.meta.dirname, '../data/uploads');
export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

/** 100 MB per company (about 50 products with five 2 MB files each, twice over); a day. */
export const DEFAULT_UPLOAD_POLICY: UploadPolicy = {
  quotaBytes: 100 * 1024 * 1024,
  orphanMs: 24 * 60 * 60 * 1000,
};

/**
 * Bounds no person meets: a tab left alone for half an hour signs in again; a remembered session
 * lasts a working day of pauses; 20 devices or browsers at once; 60 logins into one account and
 * 300 from one address (an office behind one) in 15 minutes.
 */
export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 30 * 60 * 1000,
  rememberIdleMs: 4 * 60 * 60 * 1000,
  perUser: 20,
  loginsPerAddress: 300,
  loginsPerAccount: 60,
};
export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface ServerOptions {
  port?: number;
  host?: string;
  dbFile?: string;
  /**
   * PostgreSQL instead of the file (env DATABASE_URL, `postgresql://…`): migrated at start, seeded
   * when empty, shared by every API process given the same URL.
   */
  databaseUrl?: string;
  /**
   * Where uploaded files go (env UPLOADS_DIR): every process of one database must read the same
   * directory. Default: `uploads/` beside the DB file, or mock-api/data/uploads on PostgreSQL.
   */
  uploadsDir?: string;
  tokenTtlMs?: number;
  /** Sets the demo account's password at start (env ADMIN_PASSWORD). */
  adminPassword?: string;
  corsOrigins?: string[];
  /** Attempt limits on login, registration, recovery and password change (env RATE_LIMIT=off turns them off). */
  rateLimit?: boolean;
  /**
   * The URL clients reach the API at (env PUBLIC_URL), e.g. 'https://api.example.com': upload
   * URLs start with it. Default: http://localhost:<port>. Never taken from a request.
   */
  publicUrl?: string;
  /**
   * The secret the gateway passwords are encrypted with at rest (env SETTINGS_KEY); without it a
   * development key, with a warning.
   */
  settingsKey?: string;
  /** Upload quota and orphan delay; each unset one has its default (DEFAULT_UPLOAD_POLICY). */
  uploads?: Partial<UploadPolicy>;
  /** Session and login bounds; each unset one has its default (DEFAULT_SESSION_POLICY). */
  sessions?: Partial<SessionPolicy>;
  /** Where request lines go; false for silence (tests). */
  log?: Logger | false;
  now?: () => Date;
}

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  /** The Express app, for tests that look at what is mounted. */
  app: Express;
  close: () => Promise<void>;
}

export const createApp = (
  ctx: Context,
  options: Pick<ServerOptions, 'corsOrigins' | 'log' | 'rateLimit'> = {},
) => {
  const app = express();
  app.set('etag', false);
  app.set('x-powered-by', false);
  if (options.log) app.use(requestLog(options.log));
  app.use(securityHeaders(), noStore);
  app.use(
    cors({
      origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
      allowedHeaders: ['Content-Type', 'Authorization'],
      // A list's total and neighbouring windows (ra-data-json-server reads X-Total-Count), and a
      // CSV export's file name.
      exposedHeaders: [
        'Retry-After',
        'RateLimit',
        'RateLimit-Policy',
        'X-Total-Count',
        'Link',
        'Content-Disposition',
      ],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // On a shared database, what other processes committed is applied before the request reads.
  if (ctx.store.shared) {
    app.use(async function syncStore(_req, _res, next) {
      await ctx.store.sync();
      next();
    });
  }
  mount(app, OPERATIONS, ctx, options.rateLimit ?? true);
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
};

/** Opens (or seeds) the store, applies ADMIN_PASSWORD, and listens; port 0 picks a free one. */
export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  const now = options.now ?? (() => new Date());
  const log = options.log === undefined ? console.log : options.log;
  if (!options.settingsKey && log) {
    console.warn(
      'mock-api: SETTINGS_KEY is not set: gateway passwords are encrypted with the development key',
    );
  }
  const key = settingsKey(options.settingsKey);
  const opened = options.databaseUrl
    ? await openShared(options.databaseUrl, now, options.adminPassword, key, log)
    : await openFile(options.dbFile ?? DEFAULT_DB_FILE, now, options.adminPassword, key, log);
  const { store, release, pg } = opened;
  await applyAdminPassword(store, options.adminPassword).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  warmLists(store);

  const ctx: Context = {
    store,
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    uploadsDir: path.resolve(options.uploadsDir ?? opened.uploadsDir),
    // Known once the server listens (port 0 picks one), before any request can arrive.
    publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? '',
    document: buildDocument(OPERATIONS),
    now,
    settingsKey: key,
    sessions: { ...DEFAULT_SESSION_POLICY, ...definedOnly(options.sessions ?? {}) },
    uploads: { ...DEFAULT_UPLOAD_POLICY, ...definedOnly(options.uploads ?? {}) },
    seen: pg ? new SharedSeen(pg.db, log || (() => undefined)) : new MemorySeen(),
    limits: pg ? (name) => new SharedLimits(pg.db, name) : undefined,
    startedAt: now().getTime(),
  };
  const app = createApp(ctx, {
    corsOrigins: options.corsOrigins,
    log,
    rateLimit: options.rateLimit,
  });

  // Without a host Node listens on every interface, IPv4 and IPv6, so 'localhost' always works.
  const server = app.listen({ port: options.port ?? DEFAULT_PORT, host: options.host });
  // An idle connection stays open longer than a client or a load balancer keeps one to reuse
  // (60 s on common balancers): closed after Node's default 5 s, a request sent on it at that
  // moment met a reset (ECONNRESET) instead of an answer. Headers may take a little longer still.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  // Files no record uses, at start and every hour (a failed sweep waits for the next one).
  const sweep = () =>
    sweepUploads(ctx).catch((error: unknown) => {
      if (log) log(`mock-api: uploads sweep failed: ${(error as Error).message}`);
    });
  const sweeping = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  sweeping.unref();
  void sweep();
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  ctx.publicUrl ||= url;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a moment to finish before their sockets go.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
      clearInterval(sweeping);
      await release();
    })();
    return closing;
  };
  return { url, port, store, app, close };
};

interface Opened {
  store: Store;
  /** Where uploads go unless told otherwise. */
  uploadsDir: string;
  /** The database, when the store is on PostgreSQL. */
  pg?: PgDisk;
  /** Commits what is queued and lets go of the file (its lock, the provider channel) or the database. */
  release: () => Promise<void>;
}

/** The store on a lowdb file, which this process holds alone (its lock), and the provider channel. */
const openFile = async (
  file: string,
  now: () => Date,
  adminPassword: string | undefined,
  key: Buffer,
  log: Logger | false,
): Promise<Opened> => {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // The real path: a symlink is one more name for the file, not a second file with its own lock
  // (and the atomic rename must replace the file, not the link).
  const dbFile = await realDbPath(file);
  await mkdir(path.dirname(dbFile), { recursive: true });
  const unlock = await lock(dbFile);
  const store = await openStore(dbFile, now, adminPassword, key).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const closeChannel = await listenProvider(store, dbFile, now, log || (() => undefined)).catch(
    async (error: unknown) => {
      await store.settle();
      await unlock();
      throw error;
    },
  );
  return {
    store,
    uploadsDir: path.join(path.dirname(dbFile), 'uploads'),
    release: async () => {
      await closeChannel?.();
      await store.settle();
      await unlock();
    },
  };
};

/**
 * The store on PostgreSQL: the schema migrated, an empty database seeded. Any number of processes
 * may open the same one; the wallet command opens it too (no provider channel is needed).
 */
const openShared = async (
  url: string,
  now: () => Date,
  adminPassword: string | undefined,
  key: Buffer,
  log: Logger | false,
): Promise<Opened> => {
  const db = connect(url);
  try {
    const applied = await migrate(db);
    if (applied.length > 0 && log) log(`mock-api: database migrated (${applied.join(', ')})`);
    const disk = new PgDisk(db);
    const store = await Store.openShared(disk, () => seedData(now, adminPassword, key), now);
    return { store, pg: disk, uploadsDir: DEFAULT_UPLOADS_DIR, release: () => store.close() };
  } catch (error) {
    await db.destroy();
    throw error;
  }
};

/** The store on PostgreSQL for a command (the wallet's, the copies): migrated, seeded when empty. */
export const openDatabase = async (url: string, now: () => Date) => {
  const opened = await openShared(
    url,
    now,
    undefined,
    settingsKey(process.env.SETTINGS_KEY),
    false,
  );
  return opened.store;
};

/** The seed, its gateway passwords encrypted as stored ones are. */
export const seedData = async (now: () => Date, adminPassword: string | undefined, key: Buffer) => {
  const data = await createSeed({ now: now(), adminPassword });
  encryptStoredSecrets(data, key);
  return data;
};

/**
 * Opens the store on `dbFile` (whose lock the caller holds), creating it from the seed when
 * missing, after checking its shape and repairing what an older version left.
 */
export const openStore = (
  dbFile: string,
  now: () => Date,
  adminPassword?: string,
  key: Buffer = settingsKey(process.env.SETTINGS_KEY),
) =>
  Store.open(
    dbFile,
    () => createSeed({ now: now(), adminPassword }),
    (data) => {
      assertShape(data, dbFile);
      return [...repair(data, { company, representative }), ...encryptStoredSecrets(data, key)];
    },
    now,
  );

/** Every list's search texts folded now, so no one's first search pays for it. */
export const warmLists = (store: Store) => {
  for (const op of OPERATIONS) {
    if (!op.list?.shape.window) continue;
    for (const id of Object.keys(store.data.companies)) {
      store.company(Number(id))?.warm(op.list.key, op.list.spec);
    }
  }
};

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Encrypts a gateway password still in clear (the seed's, a file from before): the fragments changed. */
const encryptStoredSecrets = (data: Data, key: Buffer): string[] =>
  Object.entries(data.companies).flatMap(([id, records]) => {
    const plain = records.settings.filter(
      (record) =>
        typeof record.password === 'string' && record.password && !isEncrypted(record.password),
    );
    for (const record of plain) record.password = encryptSecret(record.password as string, key);
    return plain.length ? [partOf('companies', id, 'settings')] : [];
  });

const applyAdminPassword = async (store: Store, password: string | undefined) => {
  const admin = store.findUser(1);
  if (!password || !admin || (await verifyPassword(password, admin.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  await store.write((tx) => tx.updateUser(admin.id, { passwordHash }));
};
