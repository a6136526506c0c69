/** Login, sessions (missing, garbage, expired, revoked, kept over a restart), registration, recovery, password. */
import { api, validation } from 'shared-ui/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth';
import { DEMO, startApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startApi({ login: false });
});
afterAll(() => t.close());

describe('health and login', () => {
  it('answers /health without a token', async () => {
    expect(await t.get('/health', { token: null })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('logs the demo user in with a random token, the session user and the role', async () => {
    const a = await t.post('/auth/login', DEMO, { token: null });
    const b = await t.post('/auth/login', DEMO, { token: null });
    expect(a.status).toBe(200);
    expect(a.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.body.token).not.toBe(b.body.token);
    expect(a.body.role).toBe('client');
    expect(a.body.user).toMatchObject({
      id: 1,
      firstName: 'Carolina',
      lastName: 'Méndez',
      client_city: { name: 'Caracas', country: { name: 'Venezuela' } },
      labor_data: { post: expect.any(String) },
    });
    expect(a.body.user).not.toHaveProperty('passwordHash');
  });

  it('refuses wrong credentials with 401 and the SPEC message', async () => {
    for (const body of [
      { username: 'admin', password: 'nope' },
      { username: 'nadie', password: DEMO.password },
    ]) {
      expect(await t.post('/auth/login', body, { token: null })).toMatchObject({
        status: 401,
        body: { message: validation.login.invalid },
      });
    }
  });

  it('validates the login body with the login messages', async () => {
    const res = await t.post('/auth/login', {}, { token: null });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: validation.login.username,
      password: validation.login.password,
    });
  });

  it('stores only the hash of a token', async () => {
    const token = await t.login();
    const disk = await t.disk();
    expect(JSON.stringify(disk)).not.toContain(token);
    expect(Object.keys(disk.sessions)).toContain(hashToken(token));
  });
});

describe('bearer tokens', () => {
  it('gives 401 without a token, with garbage, or a well-formed unknown one', async () => {
    for (const token of [null, 'garbage', 'x'.repeat(43), `${'a'.repeat(500)}`]) {
      expect(await t.get('/campaings', { token })).toMatchObject({
        status: 401,
        body: { message: api.unauthorized },
      });
    }
    const res = await t.get('/campaings', { token: null, headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });

  it('expires tokens after the configured lifetime', async () => {
    // A clock of our own: a busy machine cannot make the token expire before its first use.
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const short = await startApi({ tokenTtlMs: 60_000, now });
    try {
      expect((await short.get('/campaings')).status).toBe(200);
      offset = 59_000;
      expect((await short.get('/campaings')).status).toBe(200);
      offset = 61_000;
      expect(await short.get('/campaings')).toMatchObject({ status: 401 });
    } finally {
      await short.close();
    }
  });

  it('revokes the token on logout', async () => {
    const token = await t.login();
    expect((await t.post('/auth/logout', undefined, { token })).status).toBe(204);
    expect((await t.get('/campaings', { token })).status).toBe(401);
    expect((await t.post('/auth/logout', undefined, { token })).status).toBe(401);
  });

  it('keeps sessions over a restart', async () => {
    const token = await t.login();
    await t.restart();
    expect((await t.get('/walletuser', { token })).status).toBe(200);
  });
});

describe('registration and recovery', () => {
  it('registers an account that can then log in by email', async () => {
    const body = { email: 'nuevo@empresa.com', password: 'Segura1*x', confirm: 'Segura1*x' };
    const res = await t.post('/auth/register', body, { token: null });
    expect(res).toMatchObject({ status: 201, body: { message: api.registered } });
    const login = await t.post(
      '/auth/login',
      { username: 'NUEVO@empresa.com', password: 'Segura1*x' },
      { token: null },
    );
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe('nuevo@empresa.com');
  });

  it('answers a known email as a new one, and creates and changes nothing for it', async () => {
    const before = await t.disk();
    const known = {
      email: 'Carolina.Mendez@conectatel.com.ve',
      password: 'Segura1*x',
      confirm: 'Segura1*x',
    };
    const fresh = { ...known, email: 'otra-empresa@example.com' };
    const answers = [
      await t.post('/auth/register', known, { token: null }),
      await t.post('/auth/register', fresh, { token: null }),
    ];
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [201, { message: api.registered }],
      [201, { message: api.registered }],
    ]);
    const after = await t.disk();
    // The fresh email made one user and one company; the known one nothing.
    expect(after.users).toHaveLength(before.users.length + 1);
    expect(Object.keys(after.companies)).toHaveLength(Object.keys(before.companies).length + 1);
    expect(after.users.find((u: { id: number }) => u.id === 1)).toEqual(
      before.users.find((u: { id: number }) => u.id === 1),
    );
    // The account keeps its password: the one sent with the known email opens nothing.
    const login = await t.post(
      '/auth/login',
      { username: known.email, password: known.password },
      { token: null },
    );
    expect(login.status).toBe(401);
  });

  it('checks the password rules and the confirmation', async () => {
    const res = await t.post(
      '/auth/register',
      { email: 'x@y.com', password: 'corta', confirm: 'otra' },
      { token: null },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      password: validation.password.format,
      confirm: validation.password.mismatch,
    });
  });

  it('answers recovery the same for known and unknown emails', async () => {
    const known = await t.post('/auth/recover', { email: 'carolina.mendez@conectatel.com.ve' });
    const unknown = await t.post('/auth/recover', { email: 'nadie@nada.com' });
    expect(known).toMatchObject({ status: 200, body: { message: api.recoverSent } });
    expect(unknown.body).toEqual(known.body);
    const bad = await t.post('/auth/recover', { email: '' }, { token: null });
    expect(bad.body.errors).toEqual({ email: validation.account.emailRequired });
  });
});

describe('password change', () => {
  it('needs the right current password, then changes the demo login (persisted)', async () => {
    await t.login();
    const wrong = await t.put('/account/password', {
      current: 'Incorrecta1*',
      password: 'NuevaClave1*',
      confirm: 'NuevaClave1*',
    });
    expect(wrong).toMatchObject({ status: 400, body: { errors: { current: api.wrongPassword } } });

    const ok = await t.put('/account/password', {
      current: DEMO.password,
      password: 'NuevaClave1*',
      confirm: 'NuevaClave1*',
    });
    expect(ok).toMatchObject({ status: 200, body: { message: api.passwordChanged } });
    await t.restart();
    expect((await t.post('/auth/login', DEMO, { token: null })).status).toBe(401);
    await t.login('admin', 'NuevaClave1*');
    expect(JSON.stringify(await t.disk())).not.toContain('NuevaClave1*');
  });

  it("revokes the account's other sessions and keeps the one that changed it", async () => {
    const password = 'NuevaClave1*';
    const mine = await t.login('admin', password);
    const other = await t.login('admin', password);
    const third = await t.login('admin', password);
    // Another account's session is not touched.
    const email = `otra${Date.now()}@x.com`;
    await t.post(
      '/auth/register',
      { email, password: 'Otra123*x', confirm: 'Otra123*x' },
      { token: null },
    );
    const stranger = (
      await t.post('/auth/login', { username: email, password: 'Otra123*x' }, { token: null })
    ).body.token;

    const res = await t.put(
      '/account/password',
      { current: password, password: 'Segunda1*', confirm: 'Segunda1*' },
      { token: mine },
    );
    expect(res.status).toBe(200);
    expect((await t.get('/campaings', { token: mine })).status).toBe(200);
    for (const token of [other, third]) {
      expect((await t.get('/campaings', { token })).status).toBe(401);
    }
    expect((await t.get('/campaings', { token: stranger })).status).toBe(200);
    // Also after a restart (the revocation is on disk).
    await t.restart();
    expect((await t.get('/campaings', { token: other })).status).toBe(401);
    expect((await t.get('/campaings', { token: mine })).status).toBe(200);
    await t.put(
      '/account/password',
      { current: 'Segunda1*', password, confirm: password },
      { token: mine },
    );
  });

  it('lets ADMIN_PASSWORD override the demo password at start', async () => {
    await t.restart({ adminPassword: 'DesdeEnv1*' });
    await t.login('admin', 'DesdeEnv1*');
  });

  it('requires a token', async () => {
    expect((await t.put('/account/password', {}, { token: null })).status).toBe(401);
  });
});
