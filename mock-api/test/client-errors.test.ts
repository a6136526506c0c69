/** /client-errors: reports validated, stored field by field and bounded, limited per session, listed since a moment. */
import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MAX_BYTES,
  type ClientErrorReport,
  SPANISH,
} from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_REPORTS,
  CLIENT_ERROR_REPORTS_PER_COMPANY,
  CLIENT_ERRORS_KEPT,
} from '../src/routes/clientErrors';
import { apiTexts } from '../src/texts';
import { DEMO, type Loose, startApi, type TestApi } from './helpers';

const m = validation.clientError;
const { notType } = SPANISH.mixed;

const report: ClientErrorReport = {
  code: 'K7QM-2XHD',
  area: 'products',
  release: '3f9a0c1b2d4e',
  route: '/products/7/edit',
  phase: 'render',
  message: "Cannot read properties of undefined (reading 'name')",
  stack: 'at ProductForm (remoteEntry.js:1:2345)',
  count: 2,
};

/** What a stored report holds: the schema's fields, its id and when it arrived; nothing else. */
const KEPT_KEYS = [
  'area',
  'code',
  'count',
  'createdAt',
  'id',
  'message',
  'phase',
  'release',
  'route',
  'stack',
];

/** A second session of the demo account, beside the one the TestApi holds. */
const otherSession = async (t: TestApi) =>
  (await t.post('/auth/login', DEMO, { token: null })).body.token as string;

describe('POST and GET /client-errors', () => {
  let t: TestApi;
  // The server's clock, moved by the tests: createdAt is the server's time, never the client's.
  let clock = new Date('2026-03-01T10:00:00.000Z');
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  beforeAll(async () => {
    t = await startApi({ now: () => clock });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await t.get(`/client-errors${query}`);
    expect(res.status).toBe(200);
    return res.body as Loose[];
  };

  it('need a token, both of them', async () => {
    const posted = await t.post('/client-errors', report, { token: null });
    expect(posted.status).toBe(401);
    expect(posted.body).toEqual({ message: api.unauthorized });
    const listed = await t.get('/client-errors', { token: null });
    expect(listed.status).toBe(401);
    expect(listed.body).toEqual({ message: api.unauthorized });
    expect(await list()).toEqual([]);
  });

  it('keeps a report with its id and the server time, and answers 204 with no body', async () => {
    at('2026-03-01T10:00:00.000Z');
    const res = await t.post('/client-errors', report);
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(res.headers.get('content-type')).toBeNull();
    expect(await list()).toEqual([{ id: 1, ...report, createdAt: '2026-03-01T10:00:00.000Z' }]);
    expect((await t.companyOnDisk()).clientErrors).toEqual([
      { id: 1, ...report, createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
  });

  it('fills in what a report leaves out: no release, no stack, seen once', async () => {
    at('2026-03-01T10:01:00.000Z');
    const { release: _r, stack: _s, count: _c, ...bare } = report;
    expect((await t.post('/client-errors', bare)).status).toBe(204);
    const [newest] = await list();
    expect(newest).toEqual({
      id: 2,
      ...bare,
      release: null,
      stack: '',
      count: 1,
      createdAt: '2026-03-01T10:01:00.000Z',
    });
  });

  it('stores only the report: extra fields, a client id and a client createdAt are dropped', async () => {
    at('2026-03-01T10:02:00.000Z');
    const res = await t.post('/client-errors', {
      ...report,
      code: 'AB12-CD34',
      email: 'maria.perez@example.com',
      token: 'secreto-de-sesion-0123456789',
      values: { name: 'Fibra 300', password: 'Clave123*' },
      id: 999,
      createdAt: '2000-01-01T00:00:00.000Z',
      toString: 1,
    });
    expect(res.status).toBe(204);
    const [newest] = await list();
    expect(Object.keys(newest).sort()).toEqual(KEPT_KEYS);
    expect(newest).toEqual({
      id: 3,
      ...report,
      code: 'AB12-CD34',
      createdAt: '2026-03-01T10:02:00.000Z',
    });
    const [stored] = (await t.companyOnDisk()).clientErrors;
    expect(Object.keys(stored).sort()).toEqual(KEPT_KEYS);
    const file = JSON.stringify(await t.disk());
    for (const leaked of [
      'maria.perez@example.com',
      'secreto-de-sesion',
      'Fibra 300',
      'Clave123*',
    ]) {
      expect(file).not.toContain(leaked);
    }
  });

  it('refuses bad reports with a Spanish message per field, and keeps none of them', async () => {
    const before = await list();
    const { code: _code, ...noCode } = report;
    const cases: [string, object, Record<string, string>][] = [
      ['no code', noCode, { code: m.code }],
      ['a code of another form', { ...report, code: 'K7QM2XHD' }, { code: m.code }],
      ['an unknown phase', { ...report, phase: 'boot' }, { phase: m.phase }],
      ['a route without its /', { ...report, route: 'products/7' }, { route: m.route }],
      ['a route to another host', { ...report, route: '//evil.example/x' }, { route: m.route }],
      [
        'a message too long',
        { ...report, message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) },
        { message: validation.common.maxChars(CLIENT_ERROR_LIMITS.message) },
      ],
      ['a blank message', { ...report, message: '   ' }, { message: m.message }],
      [
        'a stack too long',
        { ...report, stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stack + 1) },
        { stack: validation.common.maxChars(CLIENT_ERROR_LIMITS.stack) },
      ],
      ['a count of 0', { ...report, count: 0 }, { count: m.count }],
      ['a count past the bound', { ...report, count: 10_001 }, { count: m.count }],
      ['a count of 1.5', { ...report, count: 1.5 }, { count: m.count }],
      ['an area in capitals', { ...report, area: 'Products' }, { area: m.area }],
      ['a release with a space', { ...report, release: '3f9a 0c1b' }, { release: m.release }],
      [
        'values of the wrong types',
        { ...report, code: 5, count: '5', phase: ['render'], message: { toString: 1 } },
        { code: notType, count: notType, phase: notType, message: notType },
      ],
    ];
    for (const [name, body, errors] of cases) {
      const res = await t.post('/client-errors', body);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({ message: api.invalidBody, errors });
    }
    const whole = await t.post('/client-errors', [report]);
    expect(whole.status).toBe(400);
    expect(whole.body).toEqual({ message: api.invalidBody, errors: { _: api.invalidBody } });
    expect(await list()).toEqual(before);
  });

  it(`takes a report of ${CLIENT_ERROR_MAX_BYTES} bytes and answers 413 to one byte more`, async () => {
    at('2026-03-01T10:03:00.000Z');
    const before = await list();
    /** The report as JSON of exactly `bytes` bytes, padded with a field the API drops. */
    const sized = (bytes: number) => {
      const base = JSON.stringify({ ...report, padding: '' });
      return `${base.slice(0, -2)}${'x'.repeat(bytes - Buffer.byteLength(base))}"}`;
    };
    const json = { 'content-type': 'application/json' };
    expect(Buffer.byteLength(sized(CLIENT_ERROR_MAX_BYTES))).toBe(8192);
    const fits = await t.post('/client-errors', undefined, {
      raw: sized(CLIENT_ERROR_MAX_BYTES),
      headers: json,
    });
    expect(fits.status).toBe(204);
    const over = await t.post('/client-errors', undefined, {
      raw: sized(CLIENT_ERROR_MAX_BYTES + 1),
      headers: json,
    });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: api.tooLarge });
    const after = await list();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual({ id: 4, ...report, createdAt: '2026-03-01T10:03:00.000Z' });
  });

  it('lists newest first, and since a moment only those received at or after it', async () => {
    at('2026-03-01T10:05:00.000Z');
    expect((await t.post('/client-errors', { ...report, route: '/a' })).status).toBe(204);
    at('2026-03-01T10:06:00.000Z');
    expect((await t.post('/client-errors', { ...report, route: '/b' })).status).toBe(204);
    const ids = (reports: Loose[]) => reports.map((r) => r.id);
    expect(ids(await list())).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(await list('?since=2026-03-01T10:05:00.000Z'))).toEqual([6, 5]);
    // The same moment with an offset, and a moment between two reports.
    expect(ids(await list('?since=2026-03-01T06:05:00-04:00'))).toEqual([6, 5]);
    expect(ids(await list('?since=2026-03-01T10:05:00.001Z'))).toEqual([6]);
    expect(ids(await list('?since=2026-03-01T10:06:00.001Z'))).toEqual([]);
    expect(ids(await list('?since=2026-02-28T00:00:00Z'))).toEqual([6, 5, 4, 3, 2, 1]);
    expect((await list('?since=2026-03-01T10:06:00Z'))[0]).toEqual({
      id: 6,
      ...report,
      route: '/b',
      createdAt: '2026-03-01T10:06:00.000Z',
    });
  });

  it('refuses a since that is not a date-time', async () => {
    for (const since of [
      'ayer',
      '2026-03-01',
      '2026-02-30T10:00:00Z',
      '2026-03-01T25:00:00Z',
      '',
    ]) {
      const res = await t.get(`/client-errors?since=${encodeURIComponent(since)}`);
      expect(res.status, since).toBe(400);
      expect(res.body, since).toEqual({
        message: api.invalidBody,
        errors: { since: validation.common.invalidDate },
      });
    }
    const twice = await t.get(
      '/client-errors?since=2026-03-01T10:00:00Z&since=2026-03-01T11:00:00Z',
    );
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: api.invalidBody, errors: { since: notType } });
  });
});

describe('the limit of reports per session', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi({ rateLimit: true });
  });
  afterAll(() => t.close());

  it(`answers 429 past ${CLIENT_ERROR_REPORTS.limit} a minute from one session, while another session still reports`, async () => {
    const { limit } = CLIENT_ERROR_REPORTS;
    for (let i = 1; i <= limit; i += 1) {
      const res = await t.post('/client-errors', { ...report, count: i });
      expect(res.status, `report ${i}`).toBe(204);
      expect(res.headers.get('ratelimit-policy')).toMatch(/^"client-errors"; q=30; w=60;/);
    }
    const blocked = await t.post('/client-errors', { ...report, count: limit + 1 });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: apiTexts.tooManyRequests(1) });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.headers.get('ratelimit-policy')).toMatch(/^"client-errors"; q=30; w=60;/);

    // Another session of the same account, from the same address: its own count.
    const other = await otherSession(t);
    const fromOther = await t.post(
      '/client-errors',
      { ...report, count: 1, route: '/otra' },
      { token: other },
    );
    expect(fromOther.status).toBe(204);
    // The first one stays blocked, and reading the list is not limited.
    expect((await t.post('/client-errors', report)).status).toBe(429);
    const listed = await t.get('/client-errors');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(limit + 1);
    expect(listed.body[0]).toMatchObject({ route: '/otra', count: 1 });
    expect(listed.body.slice(1).map((r: Loose) => r.count)).toEqual(
      Array.from({ length: limit }, (_, i) => limit - i),
    );
  });
});

describe('the limit of reports per company', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi({ rateLimit: true, login: false });
  });
  afterAll(() => t.close());

  it(`answers 429 past ${CLIENT_ERROR_REPORTS_PER_COMPANY.limit} a minute from one company's sessions together, while another company still reports`, async () => {
    const flooding = await t.newCompany();
    const perSession = CLIENT_ERROR_REPORTS.limit;
    const sessions = CLIENT_ERROR_REPORTS_PER_COMPANY.limit / perSession;
    for (let s = 0; s < sessions; s += 1) {
      const token = s === 0 ? flooding.token : (await t.newSessionOf(flooding.email)).token;
      for (let i = 1; i <= perSession; i += 1) {
        const res = await t.post('/client-errors', { ...report, count: i }, { token });
        expect(res.status, `session ${s} report ${i}`).toBe(204);
      }
    }
    // A fresh session of that company: its own count is untouched, its company's is spent.
    const fresh = await t.newSessionOf(flooding.email);
    const blocked = await t.post('/client-errors', report, { token: fresh.token });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('ratelimit-policy')).toContain(
      '"client-errors-company"; q=120; w=60',
    );
    // Another company reports as usual, and its list holds only its own report.
    const other = await t.newCompany();
    expect((await t.post('/client-errors', report, { token: other.token })).status).toBe(204);
    expect((await t.get('/client-errors', { token: other.token })).body).toHaveLength(1);
    expect((await t.get('/client-errors', { token: fresh.token })).body).toHaveLength(
      CLIENT_ERROR_REPORTS_PER_COMPANY.limit,
    );
  });
});

describe('the kept reports', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(() => t.close());

  it(`are the newest ${CLIENT_ERRORS_KEPT}: each report past them drops the oldest in the same write`, async () => {
    // One short of the bound, written straight into the store (ids 1 to 499).
    const seeded = CLIENT_ERRORS_KEPT - 1;
    await t.companyDb().write((tx) =>
      tx.insertMany(
        'clientErrors',
        Array.from({ length: seeded }, (_, i) => ({ ...report, route: `/seed/${i + 1}` })),
      ),
    );
    expect((await t.post('/client-errors', { ...report, route: '/500' })).status).toBe(204);
    let listed = (await t.get('/client-errors')).body as Loose[];
    expect(listed).toHaveLength(CLIENT_ERRORS_KEPT);
    expect(listed.at(-1)).toMatchObject({ id: 1, route: '/seed/1' });

    expect((await t.post('/client-errors', { ...report, route: '/501' })).status).toBe(204);
    expect((await t.post('/client-errors', { ...report, route: '/502' })).status).toBe(204);
    listed = (await t.get('/client-errors')).body as Loose[];
    expect(listed.map((r) => r.id)).toEqual(
      Array.from({ length: CLIENT_ERRORS_KEPT }, (_, i) => 502 - i),
    );
    expect(listed.slice(0, 3).map((r) => r.route)).toEqual(['/502', '/501', '/500']);
    expect(listed.at(-1)).toMatchObject({ id: 3, route: '/seed/3' });

    // On disk too, and ids are never reused: after a restart the next one is 503.
    const disk = await t.companyOnDisk();
    expect(disk.clientErrors).toHaveLength(CLIENT_ERRORS_KEPT);
    expect(disk.sequences.clientErrors).toBe(502);
    await t.restart();
    await t.login();
    expect((await t.post('/client-errors', report)).status).toBe(204);
    listed = (await t.get('/client-errors')).body as Loose[];
    expect(listed).toHaveLength(CLIENT_ERRORS_KEPT);
    expect([listed[0].id, listed.at(-1).id]).toEqual([503, 4]);
  });

  it(`are the newest ${CLIENT_ERRORS_KEPT} of each company: one company's flood never pushes out another's`, async () => {
    const quiet = await t.newCompany();
    expect(
      (await t.post('/client-errors', { ...report, route: '/tranquila' }, { token: quiet.token }))
        .status,
    ).toBe(204);
    // The demo company at its bound (straight into the store), then a flood of its own.
    const missing = CLIENT_ERRORS_KEPT - t.companyDb().list('clientErrors').length;
    await t.companyDb().write((tx) =>
      tx.insertMany(
        'clientErrors',
        Array.from({ length: Math.max(0, missing) }, () => report),
      ),
    );
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await t.post('/client-errors', { ...report, route: `/inundacion/${i}` })).status,
      ).toBe(204);
    }
    expect((await t.get('/client-errors')).body).toHaveLength(CLIENT_ERRORS_KEPT);
    const kept = (await t.get('/client-errors', { token: quiet.token })).body as Loose[];
    expect(kept).toEqual([expect.objectContaining({ id: 1, route: '/tranquila' })]);
    expect((await t.companyOnDisk(quiet.company)).clientErrors).toHaveLength(1);
  });
});
