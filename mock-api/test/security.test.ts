/** Response headers on every kind of answer, and the attempt limits of /auth (429 + Retry-After). */
import { api } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../src/routes/auth';
import { DEMO_EMAIL } from '../src/seed/account';
import { apiTexts } from '../src/texts';
import { DEMO, startApi, type TestApi } from './helpers';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = Buffer.from('%PDF-1.4\n%fin\n');

describe('security headers', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(() => t.close());

  it('are on JSON answers of every kind, with no-store', async () => {
    const answers = [
      await t.get('/health'),
      await t.get('/campaings'),
      await t.get('/products/999999'),
      await t.get('/nada', { token: null }),
      await t.post('/auth/login', { username: 'x', password: 'y' }, { token: null }),
      await t.get('/account/company', { token: null }),
      await t.post('/categories', undefined, {
        raw: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const { headers, status } of answers) {
      expect(headers.get('x-content-type-options'), String(status)).toBe('nosniff');
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it('serve uploads sandboxed, privately cached, embeddable, and PDFs as downloads', async () => {
    const data = new FormData();
    data.append('files', new Blob([PNG], { type: 'image/png' }), 'a.png');
    data.append('files', new Blob([PDF], { type: 'application/pdf' }), 'b.pdf');
    const up = await t.post('/uploads', undefined, { raw: data });
    expect(up.status).toBe(201);
    const [png, pdf] = await Promise.all(up.body.map((f: { url: string }) => fetch(f.url)));
    for (const res of [png, pdf] as Response[]) {
      expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    // Kept by the browser only: a picture for good, a PDF not at all (issue 46).
    expect(png?.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(pdf?.headers.get('cache-control')).toBe('private, no-store');
    expect(png?.headers.get('content-disposition')).toBeNull();
    expect(pdf?.headers.get('content-disposition')).toBe('attachment');
  });
});

/**
 * The messages a 429 with this Retry-After (seconds) may carry: its minutes are counted a moment
 * after the header's seconds, so a wait on a minute's edge may read as the minute below.
 */
const blockedMessages = (retryAfter: number) => [
  ...new Set(
    [retryAfter - 2, retryAfter].map((seconds) =>
      apiTexts.tooManyRequests(Math.max(1, Math.ceil(seconds / 60))),
    ),
  ),
];

/**
 * A CPU budget, not a wait, for the tests that log in 30 to 51 times in a row: each login hashes
 * a password, 12 to 16 s in all while the machine is shared, and past the 30 s default at load 25.
 */
const SLOW_LOGINS = 120_000;

describe('attempt limits', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startApi({ login: false, rateLimit: true });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    t.post('/auth/login', { username, password }, { token: null });

  it('answer 429 with Retry-After after a burst of wrong logins for one account', async () => {
    for (let i = 0; i < AUTH_LIMITS.loginPerAccount; i += 1) {
      expect((await login('admin', `Mala${i}`)).status).toBe(401);
    }
    const blocked = await login('admin', 'Otra1*');
    expect(blocked.status).toBe(429);
    // Retry-After (seconds) and the message (minutes) name the same wait, within the 15-minute window.
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.message).toMatch(
      /^Demasiados intentos\. Vuelva a intentarlo en \d+ minutos?\.$/,
    );
    expect(blockedMessages(retryAfter)).toContain(blocked.body.message);
    // The right password is refused too while the account is locked for this address...
    expect((await login(DEMO.username, DEMO.password)).status).toBe(429);
    // ...but other accounts are not.
    expect((await login('nadie@x.com', 'Mala1*')).status).toBe(401);
  });

  it('lock an account by what it is, not by how the login names it', async () => {
    const other = await startApi({ login: false, rateLimit: true });
    try {
      // Ten wrong passwords, half by user name and half by email: one account, one counter.
      for (let i = 0; i < AUTH_LIMITS.loginPerAccount; i += 1) {
        const username = i % 2 === 0 ? 'admin' : DEMO_EMAIL;
        const res = await other.post(
          '/auth/login',
          { username, password: `Mala${i}` },
          { token: null },
        );
        expect(res.status).toBe(401);
      }
      for (const username of ['admin', DEMO_EMAIL, ` ${DEMO_EMAIL.toUpperCase()} `, 'ADMIN']) {
        const res = await other.post(
          '/auth/login',
          { username, password: DEMO.password },
          { token: null },
        );
        expect(res.status, username).toBe(429);
        expect(res.body.message).toMatch(
          /^Demasiados intentos\. Vuelva a intentarlo en \d+ minutos?\.$/,
        );
      }
    } finally {
      await other.close();
    }
  });

  it('answer the 11th wrong current password of a password change with 429', async () => {
    const other = await startApi({ rateLimit: true });
    try {
      const change = (current: string, confirm = 'Nueva123*') =>
        other.put('/account/password', { current, password: 'Nueva123*', confirm });
      // A mismatched confirmation is a mistake, not a guess: it does not count.
      expect((await change(DEMO.password, 'Otra123*')).status).toBe(400);
      for (let i = 0; i < AUTH_LIMITS.passwordPerAccount; i += 1) {
        const res = await change(`Mala${i}*`);
        expect(res.status).toBe(400);
        expect(res.body.errors.current).toBe(api.wrongPassword);
        expect(res.headers.get('ratelimit-policy')).toMatch(/^"password-account"; q=10;/);
      }
      const blocked = await change('Mala10*');
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(blockedMessages(retryAfter)).toContain(blocked.body.message);
      // The right password too, from this session or another of the account.
      expect((await change(DEMO.password)).status).toBe(429);
      await other.login();
      expect((await change(DEMO.password)).status).toBe(429);
      // The password is unchanged, and logging in is not affected.
      expect((await other.post('/auth/login', DEMO, { token: null })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('do not count successful logins', { timeout: SLOW_LOGINS }, async () => {
    const other = await startApi({ login: false, rateLimit: true });
    try {
      for (let i = 0; i < AUTH_LIMITS.loginPerAccount * 3; i += 1) {
        const res = await other.post('/auth/login', DEMO, { token: null });
        expect(res.status).toBe(200);
      }
    } finally {
      await other.close();
    }
  });

  it('bound failed logins from one address whatever the account', {
    timeout: SLOW_LOGINS,
  }, async () => {
    const other = await startApi({ login: false, rateLimit: true });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_LIMITS.loginPerAddress; i += 1) {
        const res = await other.post(
          '/auth/login',
          { username: `u${i}@x.com`, password: 'x' },
          { token: null },
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('bound registrations and recoveries', async () => {
    for (let i = 0; i < AUTH_LIMITS.recover; i += 1) {
      expect(
        (await t.post('/auth/recover', { email: `r${i}@x.com` }, { token: null })).status,
      ).toBe(200);
    }
    const recover = await t.post('/auth/recover', { email: 'r@x.com' }, { token: null });
    expect(recover.status).toBe(429);
    expect(recover.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(recover.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    for (let i = 0; i < AUTH_LIMITS.register; i += 1) {
      await t.post('/auth/register', { email: 'mal' }, { token: null });
    }
    const register = await t.post(
      '/auth/register',
      { email: 'nueva@x.com', password: 'Segura1*x', confirm: 'Segura1*x' },
      { token: null },
    );
    expect(register.status).toBe(429);
  });

  it('are off with rateLimit false (RATE_LIMIT=off)', async () => {
    const free = await startApi({ login: false });
    try {
      for (let i = 0; i < AUTH_LIMITS.loginPerAccount + 5; i += 1) {
        expect(
          (await free.post('/auth/login', { username: 'admin', password: 'x' }, { token: null }))
            .status,
        ).toBe(401);
      }
    } finally {
      await free.close();
    }
  });

  it('leave the message of other answers alone', async () => {
    expect((await t.get('/nada', { token: null })).body).toEqual({ message: api.notFound });
  });
});
