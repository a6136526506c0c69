/**
 * The PostgreSQL store's own ways back to the truth, with two API servers on one database: a
 * process that slept past the change log's pruning loads everything again, and a write whose
 * commit fails is answered with an error, is nowhere afterwards (on either process), and leaves
 * the process that ran it reading what the database holds. And the writes one process commits
 * together: in the same order in its memory, in the other's and in the database, and the write
 * lock let go once they are answered. PostgreSQL's project only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { validProduct } from 'shared-ui/fixtures';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, prune, WRITE_LOCK } from '../src/db/pg';
import { type RunningServer, startServer } from '../src/server';
import { demoToken, sendJson } from './helpers';
import { createDatabase, dropDatabase } from './pg-cluster';

let dir: string;
let url: string;
let a: RunningServer;
let b: RunningServer;
let token: string;
const db = () => connect(url, 1);
/** An API server on this file's database: A, B, and a third one a test starts. */
const server = () =>
  startServer({
    port: 0,
    log: false,
    rateLimit: false,
    databaseUrl: url,
    uploadsDir: path.join(dir, 'uploads'),
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-pg-store-'));
  url = await createDatabase(inject('pgUrl') as string);
  a = await server();
  b = await server();
  token = await demoToken(a.url);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await dropDatabase(url);
  await rm(dir, { recursive: true, force: true });
});

const call = (server: RunningServer, method: string, route: string, body?: object) =>
  sendJson(server.url, method, route, { token, body });

const names = async (server: RunningServer) =>
  ((await call(server, 'GET', '/products?_end=3')).body as { name: string }[]).map((p) => p.name);

describe('the PostgreSQL store', () => {
  it('loads everything again when the log it missed was pruned', async () => {
    expect((await call(a, 'POST', '/products', { ...validProduct, name: 'Antes' })).status).toBe(
      201,
    );
    expect((await names(b))[0]).toBe('Antes');
    // B falls behind: A writes, the log's entries age past the retention, and a prune drops them.
    expect((await call(a, 'POST', '/products', { ...validProduct, name: 'Perdida' })).status).toBe(
      201,
    );
    const conn = db();
    try {
      await sql`update changes set at = now() - interval '2 hours'`.execute(conn);
      await prune(conn);
      const { rows } = await sql<{ left: string }>`select count(*) as left from changes`.execute(
        conn,
      );
      expect(Number(rows[0]?.left)).toBe(0);
    } finally {
      await conn.destroy();
    }
    // B cannot catch up from the log any more: it reads the database whole, and misses nothing.
    expect((await names(b)).slice(0, 2)).toEqual(['Perdida', 'Antes']);
    expect((await call(b, 'POST', '/products', { ...validProduct, name: 'Después' })).status).toBe(
      201,
    );
    expect((await names(a)).slice(0, 3)).toEqual(['Después', 'Perdida', 'Antes']);
  });

  it('answers an error for a write whose commit fails, and forgets it on both processes', async () => {
    const before = await names(a);
    const conn = db();
    try {
      // Every write's log entry is refused from now on: the turn fails after running in memory.
      await sql`alter table changes add constraint refuse_all check (false) not valid`.execute(
        conn,
      );
      const failed = await call(a, 'POST', '/products', { ...validProduct, name: 'Fallida' });
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toContain('refuse_all');
      await sql`alter table changes drop constraint refuse_all`.execute(conn);
    } finally {
      await conn.destroy();
    }
    // A reads the database again rather than its memory, which had run the write.
    expect(await names(a)).toEqual(before);
    expect(await names(b)).toEqual(before);
    const next = await call(a, 'POST', '/products', { ...validProduct, name: 'Siguiente' });
    expect(next.status).toBe(201);
    expect((await names(b))[0]).toBe('Siguiente');
  });

  it('commits writes sent together newest first, in the same order everywhere, and lets the lock go', async () => {
    const sent = Array.from({ length: 24 }, (_, i) => `Juntos ${i}`);
    const answers = await Promise.all(
      sent.map((name) => call(a, 'POST', '/products', { ...validProduct, name })),
    );
    expect(answers.map((r) => r.status)).toEqual(sent.map(() => 201));
    const ids = answers.map((r) => (r.body as { id: number }).id);
    const window = async (on: RunningServer) =>
      ((await call(on, 'GET', `/products?_end=${sent.length}`)).body as { id: number }[]).map(
        (p) => p.id,
      );
    // Newest first: the highest ids, in descending order, on the process that wrote them...
    const onA = await window(a);
    expect(onA).toEqual([...ids].sort((x, y) => y - x));
    // ...on the other one, and in the database as a new process loads it.
    expect(await window(b)).toEqual(onA);
    const c = await server();
    try {
      expect(await window(c)).toEqual(onA);
    } finally {
      await c.close();
    }
    // Once the writes are answered no process keeps the write lock (it lets it go just after).
    const conn = db();
    try {
      const held = async () => {
        const { rows } = await sql<{ held: string }>`
          select count(*) as held from pg_locks
          where locktype = 'advisory' and objid = ${WRITE_LOCK} and granted`.execute(conn);
        return Number(rows[0]?.held);
      };
      let count = await held();
      for (let tries = 0; count > 0 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        count = await held();
      }
      expect(count).toBe(0);
    } finally {
      await conn.destroy();
    }
  });
});
