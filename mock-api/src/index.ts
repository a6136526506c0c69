/** Entry point: reads the environment, starts the API, and shuts down cleanly on SIGINT/SIGTERM. */
import { DEFAULT_PORT, startServer } from './server';

// A closed stdout (the reader went away) must not take the server down with EPIPE.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);

const env = process.env;
const port = env.PORT ? Number(env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-api: PORT must be a port number, got "${env.PORT}"`);
  process.exit(1);
}

const rateLimit = (env.RATE_LIMIT ?? 'on').trim().toLowerCase();
if (!['on', 'off'].includes(rateLimit)) {
  console.error(`mock-api: RATE_LIMIT must be on or off, got "${env.RATE_LIMIT}"`);
  process.exit(1);
}

// Where clients reach the API (upload URLs start with it): a request's Host never decides it.
const publicUrl = env.PUBLIC_URL?.trim() || undefined;
if (publicUrl && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(publicUrl)) {
  console.error(`mock-api: PUBLIC_URL must be an http(s) URL without query, got "${publicUrl}"`);
  process.exit(1);
}

/** A positive whole number from the environment, or undefined (the default) when unset. */
const count = (name: string): number | undefined => {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`mock-api: ${name} must be a whole number above 0, got "${raw}"`);
    process.exit(1);
  }
  return value;
};

const databaseUrl = env.DATABASE_URL?.trim();
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('mock-api: DATABASE_URL must be a postgresql:// URL');
  process.exit(1);
}
if (databaseUrl && env.DB_FILE) {
  console.error('mock-api: set DATABASE_URL or DB_FILE, not both');
  process.exit(1);
}

const corsOrigins = env.CORS_ORIGINS?.split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

try {
  const server = await startServer({
    port,
    host: env.HOST || undefined,
    dbFile: env.DB_FILE || undefined,
    databaseUrl: databaseUrl || undefined,
    uploadsDir: env.UPLOADS_DIR?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    corsOrigins: corsOrigins?.length ? corsOrigins : undefined,
    rateLimit: rateLimit === 'on',
    publicUrl,
    tokenTtlMs: env.TOKEN_TTL_MS ? Number(env.TOKEN_TTL_MS) : undefined,
    settingsKey: env.SETTINGS_KEY || undefined,
    uploads: { quotaBytes: count('UPLOAD_QUOTA_BYTES'), orphanMs: count('UPLOAD_ORPHAN_MS') },
    sessions: {
      idleMs: count('SESSION_IDLE_MS'),
      rememberIdleMs: count('REMEMBER_IDLE_MS'),
      perUser: count('SESSIONS_PER_USER'),
      loginsPerAddress: count('LOGIN_LIMIT_PER_ADDRESS'),
      loginsPerAccount: count('LOGIN_LIMIT_PER_ACCOUNT'),
    },
    log: env.QUIET === '1' ? false : console.log,
  });
  const stop = async (signal: string) => {
    console.log(`mock-api: ${signal} received, closing`);
    await server.close();
    process.exit(0);
  };
  // Handlers go in before the listening line: a script may signal as soon as it sees it.
  // A repeated signal while closing is ignored rather than killing a write half-way.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(`mock-api listening on ${server.url}`);
} catch (error) {
  console.error(`mock-api could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
