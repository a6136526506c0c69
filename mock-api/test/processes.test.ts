/**
 * Several API processes, one PostgreSQL database (issue 48, point 4): the real server
 * (`src/index.ts`) runs as child processes on one database of the run's cluster, and what one
 * process acknowledges, every other answers. Top-ups spread over two processes lose nothing; a
 * session made on one works on the other and a logout on the other ends it; a lockout and a rate
 * limit count the attempts made on both; a process SIGKILLed under load loses no acknowledged
 * write; two processes starting together on an empty database seed it once.
 *
 * Only in the mock-api-pg project (vitest.pg.config.ts): it needs PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUTH_LIMITS } from '../src/routes/auth';
import { DEMO_COMPANY } from '../src/db/types';
import { createDatabase, dropDatabase } from './pg-cluster';
import { commandFile, DEMO, type Loose, type Reply, sendJson } from './helpers';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP_UPS = 400;
/** Successful logins into one account (env LOGIN_LIMIT_PER_ACCOUNT) on the first pair. */
const LOGINS_PER_ACCOUNT = 4;
/** Logins from one address (env LOGIN_LIMIT_PER_ADDRESS) on the second pair. */
const LOGINS_PER_ADDRESS = 6;
/** Writers in flight on each process while one is killed. */
const IN_FLIGHT = 6;
const PASSWORD = 'Segura1*x';

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

const servers: Server[] = [];
const databases: string[] = [];
let dir: string;

/** Runs the start command on `databaseUrl` and resolves once it listens. */
const spawnServer = (name: string, databaseUrl: string, env: Record<string, string> = {}) =>
  new Promise<Server>((resolve, reject) => {
    const inherited = { ...process.env };
    // Only what this test sets: no DB file, no limits or session bounds from the caller's shell.
    for (const key of Object.keys(inherited)) {
      if (/^(DB_FILE|LOGIN_LIMIT_|SESSION|SESSIONS_|REMEMBER_|TOKEN_TTL|UPLOAD_)/.test(key)) {
        delete inherited[key];
      }
    }
    const child = spawn(process.execPath, [commandFile('index')], {
      cwd: ROOT,
      env: {
        ...inherited,
        PORT: '0',
        QUIET: '1',
        RATE_LIMIT: 'on',
        DATABASE_URL: databaseUrl,
        UPLOADS_DIR: path.join(dir, 'uploads'),
        SETTINGS_KEY: 'processes-test-settings-key-0123456789',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((r) => child.once('exit', r));
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        const server = { name, url: match[1], child, exited };
        servers.push(server);
        resolve(server);
      }
    });
    child.stderr?.on('data', (chunk) => {
      out += String(chunk);
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}): ${out}`)),
    );
  });

const stopServer = async (server: Server) => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  await server.exited;
};

/** One request to a process: the answer's status, headers and JSON body. */
const call = (
  server: Server,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
) => sendJson(server.url, method, route, options);

const login = (server: Server, username: string, password: string) =>
  call(server, 'POST', '/auth/login', { body: { username, password } });

/** Registers a new company with its first user; returns the user's email. */
const register = async (server: Server, label: string) => {
  const email = `${label}-${Date.now()}@example.com`;
  const res = await call(server, 'POST', '/auth/register', {
    body: { email, password: PASSWORD, confirm: PASSWORD },
  });
  expect(res.status).toBe(201);
  return email;
};

/** Every row of a list, window after window (at most 1000 rows each). */
const everything = async (server: Server, token: string, route: string) => {
  const rows: Loose[] = [];
  const join = route.includes('?') ? '&' : '?';
  for (;;) {
    const res = await call(
      server,
      'GET',
      `${route}${join}_start=${rows.length}&_end=${rows.length + 1000}`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    rows.push(...res.body);
    const total = Number(res.headers.get('x-total-count'));
    if (rows.length >= total || res.body.length === 0) return rows;
  }
};

/** The wallet as one process answers it: the balance, its refills, its top-up rows in the ledger. */
const walletOn = async (server: Server, token: string) => {
  const wallet = await call(server, 'GET', '/walletuser', { token });
  expect(wallet.status).toBe(200);
  return {
    total: wallet.body[0].total as number,
    refills: await everything(server, token, '/recargas'),
    topUps: await everything(server, token, '/movimientos?kind=top-up'),
  };
};

/** In cents, so sums of amounts are exact whatever their order. */
const cents = (amount: number) => Math.round(amount * 100);
const sumCents = (rows: { mont?: number; amount?: number }[]) =>
  rows.reduce((sum, row) => sum + cents(row.mont ?? row.amount ?? 0), 0);

/** What the database holds of the seed: how many demo companies and admin users. */
const seedCount = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const companies = await client.query<{ company: string }>(
      `select distinct split_part(path, '/', 2) as company
       from (select path from fragments union all select path from rows) p
       where path like 'companies/%'`,
    );
    const admins = await client.query<{ n: string }>(
      `select count(*) as n from rows where path = 'users' and data->>'username' = 'admin'`,
    );
    const users = await client.query<{ n: string }>(
      `select count(*) as n from rows where path = 'users'`,
    );
    return {
      companies: companies.rows.map((r) => r.company).sort(),
      admins: Number(admins.rows[0]?.n),
      users: Number(users.rows[0]?.n),
    };
  } finally {
    await client.end();
  }
};

const freshDatabase = async () => {
  const cluster = inject('pgUrl');
  if (!cluster) throw new Error('no PostgreSQL cluster: run in the mock-api-pg project');
  const url = await createDatabase(cluster);
  databases.push(url);
  return url;
};

let database: string;
let a: Server;
let b: Server;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-processes-'));
  database = await freshDatabase();
  // Both at the same moment, on an empty database.
  [a, b] = await Promise.all([
    spawnServer('A', database, { LOGIN_LIMIT_PER_ACCOUNT: String(LOGINS_PER_ACCOUNT) }),
    spawnServer('B', database, { LOGIN_LIMIT_PER_ACCOUNT: String(LOGINS_PER_ACCOUNT) }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const url of databases) await dropDatabase(url);
  await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('two API processes on one PostgreSQL database', () => {
  it('seeded it once, though both started on it empty at the same moment', async () => {
    const seeded = await seedCount(database);
    expect(seeded.companies).toEqual([String(DEMO_COMPANY)]);
    expect(seeded.admins).toBe(1);
    // Both answer the one demo account.
    for (const server of [a, b]) {
      expect((await login(server, DEMO.username, DEMO.password)).status).toBe(200);
    }
  });

  it(`credit ${TOP_UPS} concurrent top-ups spread over both exactly`, async () => {
    const email = await register(a, 'recargas');
    const signedIn = await login(b, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const amount = (i: number) => 1 + (i % 8) * 0.25;

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: TOP_UPS }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/recargas', {
          token,
          body: { mont: amount(i), method: 'Transferencias Zelle', transaction: `P1-${i}` },
        }),
      ),
    );
    const ms = Math.round(performance.now() - started);

    expect(answers.map((r) => r.status)).toEqual(Array(TOP_UPS).fill(201));
    const ids = new Set(answers.map((r) => r.body.refill.id as number));
    expect(ids.size).toBe(TOP_UPS);
    const sent = Array.from({ length: TOP_UPS }, (_, i) => cents(amount(i))).reduce(
      (x, y) => x + y,
    );

    const onA = await walletOn(a, token);
    const onB = await walletOn(b, token);
    expect(onB).toEqual(onA);
    expect(cents(onA.total)).toBe(sent);
    expect(onA.refills).toHaveLength(TOP_UPS);
    expect(onA.topUps).toHaveLength(TOP_UPS);
    expect(sumCents(onA.topUps)).toBe(sent);
    expect(new Set(onA.refills.map((r: { id: number }) => r.id))).toEqual(ids);
    // The newest ledger row ends at the balance.
    const ledger = await call(a, 'GET', '/movimientos?_start=0&_end=1', { token });
    expect(ledger.body[0].after).toBe(onA.total);
    console.log(
      `processes: ${TOP_UPS} concurrent top-ups over 2 processes in ${ms} ms ` +
        `(${Math.round((TOP_UPS / ms) * 1000)}/s): ${answers.length} answered 201; balance ` +
        `${onA.total} = sum sent ${sent / 100}; ${onA.topUps.length} top-up rows in the ledger ` +
        `and ${onA.refills.length} refills, the same on A and B`,
    );
  });

  it('share sessions: made on A, it works on B at once; a logout on B ends it on A', async () => {
    const made = await login(a, DEMO.username, DEMO.password);
    expect(made.status).toBe(200);
    const token = made.body.token as string;
    const me = await call(b, 'GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(made.body.user.email);
    expect((await call(b, 'GET', '/walletuser', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/auth/me', { token })).status).toBe(200);

    expect((await call(b, 'POST', '/auth/logout', { token })).status).toBe(204);
    expect((await call(a, 'GET', '/auth/me', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/auth/me', { token })).status).toBe(401);
  });

  it(`lock an account out after ${AUTH_LIMITS.loginPerAccount} failed logins made on both`, async () => {
    const email = await register(b, 'bloqueo');
    const limit = AUTH_LIMITS.loginPerAccount;
    const failed = [];
    for (let i = 0; i < limit; i += 1) {
      failed.push((await login(i % 2 === 0 ? a : b, email, 'Mala1*xyz')).status);
    }
    expect(failed).toEqual(Array(limit).fill(401));
    // The next attempt is refused on either process, even with the right password.
    expect((await login(a, email, PASSWORD)).status).toBe(429);
    expect((await login(b, email, PASSWORD)).status).toBe(429);
    expect((await login(b, email, 'Mala1*xyz')).status).toBe(429);
    console.log(
      `processes: lockout: ${limit} failed logins alternated over A and B answered 401, the next 429 on both`,
    );
  });

  it(`limit successful logins into one account to LOGIN_LIMIT_PER_ACCOUNT=${LOGINS_PER_ACCOUNT} over both`, async () => {
    const email = await register(a, 'entradas');
    const made = [];
    for (let i = 0; i < LOGINS_PER_ACCOUNT; i += 1) {
      made.push((await login(i % 2 === 0 ? b : a, email, PASSWORD)).status);
    }
    expect(made).toEqual(Array(LOGINS_PER_ACCOUNT).fill(200));
    expect((await login(a, email, PASSWORD)).status).toBe(429);
    expect((await login(b, email, PASSWORD)).status).toBe(429);
    console.log(
      `processes: account limit: ${LOGINS_PER_ACCOUNT} logins alternated over A and B answered 200, the next 429 on both`,
    );
  });

  it('lose no acknowledged top-up when one process is SIGKILLed under load', async () => {
    const email = await register(b, 'sigkill');
    const signedIn = await login(b, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;

    interface Ack {
      id: number;
      transaction: string;
      mont: number;
    }
    const acknowledged: Ack[] = [];
    /** Sent to A, never answered: committed or not, either is right. */
    const unanswered: string[] = [];
    const acks = { A: 0, B: 0, beforeKill: 0 };
    const refused: string[] = [];
    let killed = false;
    let stop = false;
    let onAck: () => void = () => undefined;

    const writer = async (server: Server, w: number) => {
      for (let i = 0; !stop; i += 1) {
        const transaction = `K-${server.name}${w}-${i}`;
        const mont = 1 + (i % 4) * 0.5;
        let res: Reply<Loose>;
        try {
          res = await call(server, 'POST', '/recargas', {
            token,
            body: { mont, method: 'Pago móvil', transaction },
          });
        } catch {
          // The process died with this request in flight.
          unanswered.push(transaction);
          return;
        }
        if (res.status !== 201) {
          // Every top-up that reaches a live process is acknowledged: anything else ends the run.
          refused.push(`${transaction}: ${res.status}`);
          stop = true;
          onAck();
          return;
        }
        acknowledged.push({ id: res.body.refill.id, transaction, mont });
        acks[server.name as 'A' | 'B'] += 1;
        if (!killed) acks.beforeKill += 1;
        onAck();
      }
    };
    const until = (done: () => boolean) =>
      new Promise<void>((resolve) => {
        onAck = () => {
          if (stop || done()) resolve();
        };
        onAck();
      });

    const started = performance.now();
    const writers = [a, b].flatMap((server) =>
      Array.from({ length: IN_FLIGHT }, (_, w) => writer(server, w)),
    );
    // Mid-stream: once both have acknowledged a good number, with every writer still sending.
    await until(() => acks.A >= 150 && acks.B >= 150);
    killed = true;
    a.child.kill('SIGKILL');
    await a.exited;
    const atKill = acks.B;
    // B goes on alone for a while, then the writers stop.
    await until(() => acks.B >= atKill + 100);
    stop = true;
    await Promise.all(writers);
    expect(refused).toEqual([]);
    const ms = Math.round(performance.now() - started);

    const c = await spawnServer('C', database, {
      LOGIN_LIMIT_PER_ACCOUNT: String(LOGINS_PER_ACCOUNT),
    });
    const onB = await walletOn(b, token);
    const onC = await walletOn(c, token);
    expect(onC).toEqual(onB);

    const refills = new Map(onB.refills.map((r: Loose) => [r.transaction as string, r]));
    const missing = acknowledged.filter(
      (ack) =>
        refills.get(ack.transaction)?.id !== ack.id ||
        refills.get(ack.transaction)?.mont !== ack.mont,
    );
    expect(missing).toEqual([]);
    // Nothing half-written: the refills, the ledger's top-up rows and the balance agree, and the
    // only writes beyond the acknowledged ones are those A never answered.
    const acknowledgedSet = new Set(acknowledged.map((ack) => ack.transaction));
    const extra = [...refills.keys()].filter((t) => !acknowledgedSet.has(t));
    expect(extra.filter((t) => !unanswered.includes(t))).toEqual([]);
    expect(onB.topUps).toHaveLength(onB.refills.length);
    expect(new Set(onB.topUps.map((row: Loose) => row.transaction))).toEqual(
      new Set(refills.keys()),
    );
    expect(cents(onB.total)).toBe(sumCents(onB.topUps));
    expect(cents(onB.total)).toBe(sumCents(onB.refills));
    expect(cents(onB.total)).toBe(
      sumCents(acknowledged) +
        sumCents(onB.refills.filter((r: Loose) => extra.includes(r.transaction))),
    );

    // And the database goes on taking writes from the survivors.
    const after = await call(c, 'POST', '/recargas', {
      token,
      body: { mont: 1, method: 'Pago móvil', transaction: 'K-after' },
    });
    expect(after.status).toBe(201);
    expect((await walletOn(b, token)).total).toBe(after.body.total);

    console.log(
      `processes: SIGKILL under load: ${acknowledged.length} top-ups acknowledged in ${ms} ms ` +
        `(${acks.beforeKill} before the kill: A ${acks.A}, B ${acks.B} in all); ` +
        `${acknowledged.length - missing.length}/${acknowledged.length} found through B and a new ` +
        `process C; ${unanswered.length} sent to A unanswered, ${extra.length} of them committed; ` +
        `balance ${onB.total} = sum of ${onB.refills.length} refills = sum of ${onB.topUps.length} ledger rows`,
    );
  }, 120_000);
});

describe('a rate limit per address over two processes', () => {
  it(`counts the logins made on both: LOGIN_LIMIT_PER_ADDRESS=${LOGINS_PER_ADDRESS}`, async () => {
    const url = await freshDatabase();
    const env = { LOGIN_LIMIT_PER_ADDRESS: String(LOGINS_PER_ADDRESS) };
    const [p, q] = await Promise.all([spawnServer('P', url, env), spawnServer('Q', url, env)]);
    // This pair too started together on an empty database: one seed.
    const seeded = await seedCount(url);
    expect(seeded.companies).toEqual([String(DEMO_COMPANY)]);
    expect(seeded.admins).toBe(1);

    // Successes and failures alike count, whatever the account.
    const statuses = [];
    for (let i = 0; i < LOGINS_PER_ADDRESS; i += 1) {
      const server = i % 2 === 0 ? p : q;
      const password = i % 3 === 2 ? 'Mala1*xyz' : DEMO.password;
      statuses.push((await login(server, DEMO.username, password)).status);
    }
    expect(statuses).toEqual(
      Array.from({ length: LOGINS_PER_ADDRESS }, (_, i) => (i % 3 === 2 ? 401 : 200)),
    );
    const refusedP = await login(p, DEMO.username, DEMO.password);
    const refusedQ = await login(q, DEMO.username, DEMO.password);
    expect(refusedP.status).toBe(429);
    expect(refusedQ.status).toBe(429);
    expect(refusedQ.headers.get('retry-after')).toMatch(/^\d+$/);
    console.log(
      `processes: address limit: ${LOGINS_PER_ADDRESS} logins alternated over P and Q answered ` +
        `${statuses.join(',')}, the next 429 on both; seed on the empty database: ` +
        `${seeded.companies.length} company, ${seeded.admins} admin, ${seeded.users} users`,
    );
  }, 60_000);
});
