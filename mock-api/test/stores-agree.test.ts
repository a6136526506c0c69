/**
 * One interface, two stores, the same answers byte for byte: the same requests, on the same seed
 * at the same clock, answered by a server on the lowdb file and by one on PostgreSQL, give the
 * same status, the same list headers and the same body bytes; writes included (ids, sequences,
 * newest first, changed rows in place), and lists, windows, search, sorts, counts and the CSV
 * export after them. PostgreSQL's project only (it needs the database).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { validProduct } from 'shared-ui/fixtures';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from '../src/server';
import { demoToken, send } from './helpers';
import { createDatabase, dropDatabase } from './pg-cluster';

const NOW = new Date('2026-11-02T09:30:00.000Z');
const now = () => NOW;
let dir: string;
let url: string;
const servers: Record<'lowdb' | 'postgres', { server: RunningServer; token: string }> = {} as never;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-api-agree-'));
  url = await createDatabase(inject('pgUrl') as string);
  const common = { port: 0, log: false as const, rateLimit: false, now };
  const lowdb = await startServer({ ...common, dbFile: path.join(dir, 'db.json') });
  const postgres = await startServer({
    ...common,
    databaseUrl: url,
    uploadsDir: path.join(dir, 'uploads'),
  });
  servers.lowdb = { server: lowdb, token: await demoToken(lowdb.url) };
  servers.postgres = { server: postgres, token: await demoToken(postgres.url) };
});
afterAll(async () => {
  await Promise.all(Object.values(servers).map(({ server }) => server.close()));
  await dropDatabase(url);
  await rm(dir, { recursive: true, force: true });
});

/** What a client sees of one answer: status, the list headers, the body's bytes. */
const answer = async (
  store: 'lowdb' | 'postgres',
  method: string,
  route: string,
  body?: object,
) => {
  const { server, token } = servers[store];
  const res = await send(server.url, method, route, { token, body });
  return {
    status: res.status,
    total: res.headers.get('x-total-count'),
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()).toString('utf8'),
  };
};

/** Sends the request to both stores, one after the other, and expects the same answer. */
const same = async (method: string, route: string, body?: object) => {
  const lowdb = await answer('lowdb', method, route, body);
  const postgres = await answer('postgres', method, route, body);
  expect(postgres, `${method} ${route}`).toEqual(lowdb);
  return lowdb;
};

describe('the lowdb and PostgreSQL stores', () => {
  it('answer reads of the seed the same, byte for byte', async () => {
    for (const route of [
      '/products',
      '/products?_start=0&_end=5&_sort=price&_order=desc',
      '/products?q=fibra&_sort=name',
      '/products/counts?_by=status',
      '/campaings?status=draft',
      '/profiles?_start=2&_end=7',
      '/questionsandanswers?listId=1',
      '/knowledgebase',
      '/walletuser',
      '/movimientos',
      '/settings',
      '/inbound-graph',
      '/products/3',
      '/products/999',
      '/products?_sort=nope',
    ]) {
      await same('GET', route);
    }
  });

  it('make the same writes: ids, order, changes in place, removals, and the lists after them', async () => {
    for (const name of ['Plan Uno', 'Plan Dos', 'Plan Tres']) {
      expect((await same('POST', '/products', { ...validProduct, name })).status).toBe(201);
    }
    await same('PUT', '/products/17', { ...validProduct, name: 'Plan Dos bis', price: 7 });
    await same('PATCH', '/products/16', { status: false });
    await same('DELETE', '/products/18');
    await same('DELETE', '/products/18');
    await same('POST', '/products', { ...validProduct, name: '' });
    await same('POST', '/categories', { name: 'Nueva', category: 'telecom' });
    await same('POST', '/recargas', { mont: 12.5, method: 'Pago móvil', transaction: 'AG-1' });
    await same('POST', '/recargas', { mont: 12.5, method: 'Pago móvil', transaction: 'AG-1' });
    for (const route of [
      '/products?_end=4',
      '/products?q=plan&_sort=price',
      '/products/counts?_by=status',
      '/products.csv?q=plan',
      '/categories',
      '/walletuser',
      '/movimientos?_end=3',
      '/recargas',
    ]) {
      await same('GET', route);
    }
  });
});
