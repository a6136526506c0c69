/**
 * Test harness: the API in-process on an ephemeral port with a temp DB file (or, in the
 * mock-api-pg project, a fresh database of the run's PostgreSQL cluster), and a fetch client.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { validProfile } from 'shared-ui/fixtures';
import { DEMO_COMPANY } from '../src/db/types';
import type { CompanyDb } from '../src/db/view';
import { type RunningServer, type ServerOptions, startServer } from '../src/server';
import { check, DOCUMENT, recordTo } from './conformance';
import { createDatabase, dropDatabase } from './pg-cluster';

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

type Body = NonNullable<RequestInit['body']>;

export interface CallOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Sent as is (no JSON encoding), e.g. malformed JSON or FormData. */
  raw?: Body;
}

export const DEMO = { username: 'admin', password: 'Admin123*' };

let companies = 0;
let people = 0;

/** The password a person given access chooses (TestApi.newPerson). */
export const PERSON_PASSWORD = 'Propia1*x';

// biome-ignore lint/suspicious/noExplicitAny: test replies are read loosely, field by field.
export type Loose = any;

/** One request to the API at `url`: the bearer token when given, the body as JSON unless `raw`. */
export const send = (
  url: string,
  method: string,
  route: string,
  { token, body, raw, headers: extra }: CallOptions & { body?: unknown } = {},
) => {
  const headers: Record<string, string> = { ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: Body | undefined = raw;
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  return fetch(`${url}${route}`, { method, headers, body: payload });
};

/**
 * `send` to a server a test started itself (no TestApi): the answer's status, headers and JSON
 * body (undefined when empty; a body that is not JSON fails the test).
 */
export const sendJson = async (
  url: string,
  method: string,
  route: string,
  options?: CallOptions & { body?: unknown },
): Promise<Reply<Loose>> => {
  const res = await send(url, method, route, options);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
};

/** A new session of the demo admin on the API at `url`: its token. */
export const demoToken = async (url: string): Promise<string> => {
  const res = await sendJson(url, 'POST', '/auth/login', { body: DEMO });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.body.token;
};

/** The API's commands, each built from `src/<name>.ts` into `dist/<name>.js` (build.mjs). */
export type Command = 'index' | 'reset' | 'wallet-command' | 'db-command';

/** The file a command's process runs, as its npm script does (test/build-setup.ts built it). */
export const commandFile = (name: Command) =>
  path.resolve(import.meta.dirname, '..', 'dist', `${name}.js`);

/**
 * Runs one of the API's commands (as its npm script does) with `env` added; resolves with its
 * exit code and output, whatever they are.
 */
export const runCommand = (name: Command, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [commandFile(name), ...args],
      { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });

/** An operation of the OpenAPI document: its method, its path as written there, and the operation. */
export interface Documented {
  method: string;
  path: string;
  op: Loose;
}

/** Every operation of the document: what the tests generated from it walk. */
export const DOCUMENTED_OPERATIONS: Documented[] = Object.entries(DOCUMENT.paths).flatMap(
  ([path, methods]) =>
    Object.entries(methods as Record<string, Loose>).map(([method, op]) => ({ method, path, op })),
);

export class TestApi {
  token = '';

  constructor(
    public server: RunningServer,
    readonly dir: string,
    readonly dbFile: string,
    private readonly options: ServerOptions,
  ) {}

  /** The server's database on PostgreSQL; undefined on lowdb. */
  get databaseUrl() {
    return this.options.databaseUrl;
  }

  /** The environment that points a command of the API (npm run wallet, reset) at this store. */
  get storeEnv(): Record<string, string> {
    return {
      DB_FILE: this.dbFile,
      ...(this.databaseUrl ? { DATABASE_URL: this.databaseUrl } : {}),
    };
  }

  get url() {
    return this.server.url;
  }

  async call<T = Loose>(
    method: string,
    route: string,
    body?: unknown,
    opts: CallOptions = {},
  ): Promise<Reply<T>> {
    const token = opts.token === undefined ? this.token : opts.token;
    const res = await send(this.url, method, route, { ...opts, token, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    // Every answer the suite sees must be one the OpenAPI document describes.
    check({
      method,
      route,
      status: res.status,
      body: parsed,
      contentType: res.headers.get('content-type'),
    });
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = Loose>(route: string, opts?: CallOptions) =>
    this.call<T>('GET', route, undefined, opts);
  post = <T = Loose>(route: string, body?: unknown, opts?: CallOptions) =>
    this.call<T>('POST', route, body, opts);
  put = <T = Loose>(route: string, body?: unknown, opts?: CallOptions) =>
    this.call<T>('PUT', route, body, opts);
  patch = <T = Loose>(route: string, body?: unknown, opts?: CallOptions) =>
    this.call<T>('PATCH', route, body, opts);
  delete = <T = Loose>(route: string, opts?: CallOptions) =>
    this.call<T>('DELETE', route, undefined, opts);

  async login(username = DEMO.username, password = DEMO.password) {
    const res = await this.post('/auth/login', { username, password }, { token: null });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    this.token = res.body.token;
    return this.token;
  }

  /** The data as committed: the file's content on lowdb, the database's on PostgreSQL. */
  disk(): Promise<Loose> {
    return this.server.store.durable();
  }

  /** One company's records as committed (the demo company's unless told). */
  async companyOnDisk(company = DEMO_COMPANY): Promise<Loose> {
    return (await this.disk()).companies[String(company)];
  }

  /** The store's view of one company's records (the demo company's unless told). */
  companyDb(company = DEMO_COMPANY): CompanyDb {
    const db = this.server.store.company(company);
    if (!db) throw new Error(`no company ${company}`);
    return db;
  }

  /**
   * Registers a new company with its first user (`email`, a fresh one unless given), signs in as
   * that user and returns the session's token and the company's id; this.token is left alone.
   */
  async newCompany(email = `empresa-${++companies}-${Date.now()}@example.com`) {
    const password = 'Segura1*x';
    const res = await this.post(
      '/auth/register',
      { email, password, confirm: password },
      { token: null },
    );
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    const login = await this.post('/auth/login', { username: email, password }, { token: null });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const user = this.server.store.data.users.find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return { token: login.body.token as string, company: user.company, email };
  }

  /** One more session of a user `newCompany` made. */
  async newSessionOf(email: string) {
    const login = await this.post(
      '/auth/login',
      { username: email, password: 'Segura1*x' },
      { token: null },
    );
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    return { token: login.body.token as string };
  }

  /**
   * A person of the company whose session is `owner`: a new profile with `roles` given access
   * ('Dar acceso') and signed in with its temporary password, which it changes to `PERSON_PASSWORD`
   * unless `pending` (then its session may only change it). Returns the session and the profile.
   */
  async newPerson(owner: string, roles: string[], { pending = false } = {}) {
    people += 1;
    const email = `persona-${people}-${Date.now()}@example.com`;
    const profile = await this.post(
      '/profiles',
      { ...validProfile, email, name: `Persona ${people}`, role: roles },
      { token: owner },
    );
    if (profile.status !== 201) throw new Error(`profile: ${profile.status}`);
    const given = await this.post(`/profiles/${profile.body.id}/access`, undefined, {
      token: owner,
    });
    if (given.status !== 201) throw new Error(`access: ${given.status}`);
    const temporary = given.body.password as string;
    const login = await this.post(
      '/auth/login',
      { username: email, password: temporary },
      { token: null },
    );
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const token = login.body.token as string;
    if (!pending) {
      const changed = await this.put(
        '/account/password',
        { current: temporary, password: PERSON_PASSWORD, confirm: PERSON_PASSWORD },
        { token },
      );
      if (changed.status !== 200) throw new Error(`password: ${changed.status}`);
    }
    return {
      token,
      email,
      profileId: profile.body.id as number,
      password: pending ? temporary : PERSON_PASSWORD,
    };
  }

  /** Stops the server and starts a new one on the same DB file, or the same database. */
  async restart(options: ServerOptions = {}) {
    await this.server.close();
    this.server = await startServer({ ...this.options, ...options, port: 0 });
  }

  async close() {
    await this.server.close();
    if (this.databaseUrl) await dropDatabase(this.databaseUrl);
    await rm(this.dir, { recursive: true, force: true });
  }
}

/**
 * Starts a server on a fresh temp DB (seeded), logged in as the demo user unless told not to. In
 * the mock-api-pg project (test/pg-setup.ts provides its cluster) the DB is a database of its own.
 */
export const startApi = async (options: ServerOptions & { login?: boolean } = {}) => {
  recordTo(inject('conformanceDir'), expect.getState().testPath);
  const { login = true, ...serverOptions } = options;
  const dir = await mkdtemp(path.join(tmpdir(), 'mock-api-test-'));
  const dbFile = path.join(dir, 'db.json');
  const cluster = inject('pgUrl');
  const postgres = cluster
    ? { databaseUrl: await createDatabase(cluster), uploadsDir: path.join(dir, 'uploads') }
    : {};
  // Attempt limits off unless a test is about them: suites log in and fail logins freely.
  // Suites log the demo user in over and over and keep their first token: the cap of live
  // sessions per user is sessions.test.ts's to test.
  const merged: ServerOptions = {
    log: false,
    rateLimit: false,
    ...serverOptions,
    sessions: { perUser: 100_000, ...serverOptions.sessions },
    dbFile,
    ...postgres,
    port: 0,
  };
  const api = new TestApi(await startServer(merged), dir, dbFile, merged);
  if (login) await api.login();
  return api;
};

/** Newest first: createdAt descending, then id descending. */
export const isNewestFirst = (items: { id: number; createdAt: string }[]) =>
  items.every((item, i) => {
    const prev = items[i - 1];
    if (!prev) return true;
    return (
      prev.createdAt > item.createdAt || (prev.createdAt === item.createdAt && prev.id > item.id)
    );
  });
