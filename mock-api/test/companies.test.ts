/**
 * Each company sees only its own data: requests generated from the OpenAPI document, so a new
 * operation is covered as soon as it is declared. A second company's session (its first user,
 * given every role: their union reaches no further than the company) tries every
 * company-scoped operation that takes an id on each of the first company's records (404 unless
 * the id is one of its own, and the first company's records stay as they were), reads every list
 * and searches for every name (none of the first company's records), links the first company's
 * records into its own (refused: they are not there), and fills its own company; the first
 * company's every answer is then exactly what it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from 'shared-ui/schemas';
import { DOCUMENT } from './conformance';
import { DOCUMENTED_OPERATIONS, type Loose, startApi, type TestApi } from './helpers';

const COMPANY = DOCUMENTED_OPERATIONS.filter(({ op }) => op['x-scope'] === 'company');
/**
 * Every list the document has, with its counts and CSV export, and the single records: a
 * company-scoped GET without path parameters.
 */
const LISTS = COMPANY.filter(({ method, path }) => method === 'get' && !path.includes('{'));
/** Every operation on one record: its path names an id. */
const ON_RECORD = COMPANY.filter(({ path }) => path.includes('{id}'));
/** The list an operation on a record reads its ids from ('/campaings/{id}' -> '/campaings'). */
const listOf = (path: string) => path.replace(/\/\{id\}.*$/, '');

const exampleOf = (op: Loose) => op.requestBody?.content?.['application/json']?.example;
const succeeds = (op: Loose) => Object.keys(op.responses).some((s) => s.startsWith('2'));
/** Whether a body's schema names records it must find (ids or names of another list). */
const references = (op: Loose) => {
  const ref = op.requestBody?.content?.['application/json']?.schema?.$ref as string | undefined;
  const schema = ref ? DOCUMENT.components.schemas[ref.split('/').pop() as string] : undefined;
  return JSON.stringify(schema ?? {}).includes('x-references');
};

/** The records of an answer: every object carrying an id, at any depth. */
const recordsIn = (body: unknown): Loose[] => {
  if (Array.isArray(body)) return body.flatMap(recordsIn);
  if (typeof body !== 'object' || body === null) return [];
  const nested = Object.values(body).flatMap(recordsIn);
  return 'id' in body ? [body as Loose, ...nested] : nested;
};
/** A record's identity: its id and the moment it was made (a copy would carry both). */
const identity = (record: Loose) => `${record.id} ${record.createdAt}`;

const isBlank = (value: unknown) => value === '' || value === null || value === false;

/**
 * What of `body` is also in `theirs`: records by identity, id-less items (a day's calls) whole,
 * and the filled-in fields of a single record (the company's data) that hold the same value.
 */
const leakedFrom = (theirs: unknown, body: unknown) => {
  if (!Array.isArray(body) && typeof body === 'object' && body !== null && !('id' in body)) {
    return Object.entries(body).filter(
      ([key, value]) => !isBlank(value) && value === (theirs as Loose)?.[key],
    );
  }
  const records = new Set(recordsIn(theirs).map(identity));
  const items = new Set((Array.isArray(theirs) ? theirs : []).map((item) => JSON.stringify(item)));
  return [
    ...recordsIn(body).filter((record) => records.has(identity(record))),
    ...(Array.isArray(body) ? body : []).filter((item) => items.has(JSON.stringify(item))),
  ];
};

/**
 * A new company's answer: an empty list, a CSV export of its header line alone, counts of
 * nothing, or a record with nothing filled in.
 */
const isEmpty = (body: unknown) => {
  if (typeof body === 'string') return body.split('\r\n').filter(Boolean).length === 1;
  if (Array.isArray(body)) return body.length === 0;
  if ('total' in (body as Loose)) return (body as Loose).total === 0;
  return Object.values(body as Loose).every(isBlank);
};

let t: TestApi;
/** The second company: its session's token. */
let other: string;
/** Every answer the first company (the demo company) gets for its lists and records. */
let before: Map<string, unknown>;
/** The second company's one profile at the start: its first user's, registration made it. */
let ownProfile: Loose;

/** Every list and every record of the company whose session is `token`, by request. */
const snapshot = async (token: string) => {
  const answers = new Map<string, unknown>();
  for (const { path } of LISTS) {
    const res = await t.get(path, { token });
    expect(res.status, path).toBe(200);
    answers.set(path, res.body);
  }
  for (const { method, path } of ON_RECORD.filter((o) => o.method === 'get')) {
    for (const { id } of answers.get(listOf(path)) as Loose[]) {
      const route = path.replace('{id}', String(id));
      answers.set(`${method} ${route}`, (await t.get(route, { token })).body);
    }
  }
  return answers;
};

beforeAll(async () => {
  t = await startApi();
  // Something in every list the demo seed leaves empty: an error report.
  const report = exampleOf(DOCUMENT.paths['/client-errors']?.post);
  expect((await t.post('/client-errors', report)).status).toBe(204);
  before = await snapshot(t.token);
  let email: string;
  ({ token: other, email } = await t.newCompany());
  // Its session is a person with every role: the union of them reaches no further than its company.
  const [own] = (await t.get('/profiles', { token: other })).body as Loose[];
  ownProfile = { ...own, lastName: 'Propia', phone: '4141234567', role: [...ROLES] };
  const { id, createdAt: _createdAt, ...body } = ownProfile;
  expect(body.email).toBe(email);
  const saved = await t.put(`/profiles/${id}`, body, { token: other });
  expect(saved.status).toBe(200);
  ownProfile = saved.body;
  expect((await t.get('/auth/me', { token: other })).body.roles).toEqual([...ROLES]);
});
afterAll(() => t.close());

describe('a second company', () => {
  it('finds none of the first company records in any list', async () => {
    expect(LISTS.length).toBeGreaterThanOrEqual(12);
    for (const { path, op } of LISTS) {
      // A list read with a query (the search) has its own test below.
      if (!(op.parameters ?? []).some((p: Loose) => p.in === 'query' && p.name === 'q')) {
        expect(before.get(path), `${path}: the first company has something to leak`).not.toEqual(
          [],
        );
      }
      const res = await t.get(path, { token: other });
      expect(res.status, path).toBe(200);
      expect(leakedFrom(before.get(path), res.body), path).toEqual([]);
      // Registration made its wallet and settings record, and its first user's profile;
      // everything else starts empty.
      if (path === '/profiles') expect(res.body, path).toEqual([ownProfile]);
      else if (path === '/profiles.csv') {
        const [, ...rows] = (res.body as string).split('\r\n').filter(Boolean);
        expect(rows, path).toHaveLength(1);
        expect(rows[0], path).toContain(ownProfile.email);
      } else if (!['/walletuser', '/settings'].includes(path))
        expect(isEmpty(res.body), path).toBe(true);
    }
  });

  it('finds none of them by searching their names', async () => {
    const named = ['/campaings', '/products', '/profiles', '/knowledgebase'].flatMap((path) =>
      (before.get(path) as Loose[]).map((record) => record.name as string),
    );
    expect(named.length).toBeGreaterThan(30);
    for (const name of named) {
      expect(
        (await t.get(`/search?q=${encodeURIComponent(name)}`)).body.length,
        name,
      ).toBeGreaterThan(0);
      expect(
        (await t.get(`/search?q=${encodeURIComponent(name)}`, { token: other })).body,
        name,
      ).toEqual([]);
    }
  });

  it('gets 404 on each of the first company records by id, whatever the method, and changes none', async () => {
    expect(ON_RECORD.length).toBeGreaterThanOrEqual(15);
    let probes = 0;
    for (const { method, path, op } of ON_RECORD) {
      const theirs = (await t.get(listOf(path), { token: other })).body as Loose[];
      const own = new Set(theirs.map((record) => record.id));
      for (const record of before.get(listOf(path)) as Loose[]) {
        const route = path.replace('{id}', String(record.id));
        const res = await t.call(method.toUpperCase(), route, exampleOf(op), { token: other });
        probes += 1;
        const label = `${method.toUpperCase()} ${route}`;
        if (!succeeds(op)) {
          // An act no session may take: refused alike for every id.
          expect(res.status, label).toBe(403);
        } else if (own.has(record.id)) {
          // Its own record of that id (its wallet 1, its settings 1): never the first company's.
          expect(res.status, label).toBeLessThan(500);
          expect(recordsIn(res.body).map(identity), label).not.toContain(identity(record));
        } else
          expect([res.status, res.body?.message], label).toEqual([404, 'Recurso no encontrado']);
      }
    }
    console.log(`companies: ${probes} requests of a second company on the first one's records`);
    expect(await snapshot(t.token)).toEqual(before);
  });

  it('cannot link the first company records into its own: they are not there', async () => {
    const linking = COMPANY.filter(
      ({ method, path, op }) => method === 'post' && !path.includes('{') && references(op),
    );
    expect(linking.map(({ path }) => path).sort()).toEqual(
      ['/campaings', '/products', '/questionsandanswers'].sort(),
    );
    for (const { path, op } of linking) {
      const res = await t.post(path, exampleOf(op), { token: other });
      expect(res.status, path).toBe(400);
    }
    expect(await snapshot(t.token)).toEqual(before);
  });

  it('fills its own company, numbered from 1, and the first company sees none of it', async () => {
    const creates = COMPANY.filter(
      ({ method, path, op }) =>
        method === 'post' && !path.includes('{') && exampleOf(op) && succeeds(op),
    );
    // The category the product example names, so that every example can be saved.
    const product = exampleOf(DOCUMENT.paths['/products']?.post);
    await t.post(
      '/categories',
      { name: product.sub_category, category: product.category },
      { token: other },
    );
    // Examples that name other records are saved once those exist: a few rounds.
    const done = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      for (const { path, op } of creates) {
        if (done.has(path)) continue;
        const res = await t.post(path, exampleOf(op), { token: other });
        if (res.status < 300) done.add(path);
      }
    }
    const lists = ['/campaings', '/products', '/categories', '/profiles', '/knowledgebase'];
    for (const path of [...lists, '/questionsandanswers', '/recargas', '/client-errors']) {
      const own = (await t.get(path, { token: other })).body as Loose[];
      expect(own.length, path).toBeGreaterThan(0);
      // Its ids start at 1, as the first company's did: ids are the company's own.
      expect(Math.min(...own.map((record) => record.id)), path).toBe(1);
    }
    // Its records with the same ids as the first company's are its own, and the other way round.
    for (const { path } of LISTS) {
      const res = await t.get(path, { token: other });
      expect(leakedFrom(before.get(path), res.body), path).toEqual([]);
    }
    expect(await snapshot(t.token)).toEqual(before);
  });
});
