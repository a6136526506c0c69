/** Sessions: idle timeouts ('Recordarme' or not), the cap per user, and logins counted whatever their outcome. */
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO, startApi, type TestApi } from './helpers';

const MINUTE = 60_000;
let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A server with a clock of our own, `offset` ms ahead of the real one. */
async function withClock(options: Parameters<typeof startApi>[0] = {}) {
  const clock = { offset: 0 };
  api = await startApi({
    login: false,
    now: () => new Date(Date.now() + clock.offset),
    ...options,
  });
  return { api, clock };
}

const login = (t: TestApi, remember?: boolean) =>
  t.post(
    '/auth/login',
    { ...DEMO, ...(remember === undefined ? {} : { remember }) },
    { token: null },
  );

describe('idle sessions', () => {
  it("without 'Recordarme' end after the idle timeout, renewed by each request", async () => {
    const { api: t, clock } = await withClock({ sessions: { idleMs: 30 * MINUTE } });
    const { token } = (await login(t, false)).body;
    // Used every 20 minutes, it lives on past the timeout.
    for (const minutes of [20, 40, 60]) {
      clock.offset = minutes * MINUTE;
      expect((await t.get('/walletuser', { token })).status, `${minutes} min`).toBe(200);
    }
    // Left alone longer than 30 minutes (a closed browser), it has ended on the server.
    clock.offset = 91 * MINUTE;
    expect((await t.get('/walletuser', { token })).status).toBe(401);
    // A login that does not say (an older client) is a tab's session too.
    const other = (await login(t)).body.token;
    clock.offset = 122 * MINUTE;
    expect((await t.get('/walletuser', { token: other })).status).toBe(401);
  });

  it("with 'Recordarme' have a longer idle timeout, within the session's lifetime", async () => {
    const { api: t, clock } = await withClock({
      sessions: { idleMs: 30 * MINUTE, rememberIdleMs: 4 * 60 * MINUTE },
    });
    const { token } = (await login(t, true)).body;
    clock.offset = 3 * 60 * MINUTE;
    expect((await t.get('/walletuser', { token })).status).toBe(200);
    clock.offset = (3 * 60 + 4 * 60 + 1) * MINUTE;
    expect((await t.get('/walletuser', { token })).status).toBe(401);
  });
});

describe('live sessions per user', () => {
  it('are capped: a new login ends the oldest, the others and other users carry on', async () => {
    const { api: t } = await withClock({ sessions: { perUser: 3 } });
    const other = await t.newCompany();
    const tokens: string[] = [];
    for (let i = 0; i < 5; i += 1) tokens.push((await login(t)).body.token);
    const status = async (token: string) => (await t.get('/walletuser', { token })).status;
    expect(await Promise.all(tokens.map(status))).toEqual([401, 401, 200, 200, 200]);
    expect(await status(other.token)).toBe(200);
    const stored = Object.values((await t.disk()).sessions) as { userId: number }[];
    expect(stored.filter((session) => session.userId === 1)).toHaveLength(3);
  });
});

describe('logins', () => {
  it('count when they succeed too, per account: past the limit even the right password waits', async () => {
    const { api: t } = await withClock({ rateLimit: true, sessions: { loginsPerAccount: 4 } });
    const other = await t.newCompany();
    for (let i = 0; i < 3; i += 1) expect((await login(t)).status).toBe(200);
    // By email too: the same account.
    const byEmail = await t.post(
      '/auth/login',
      { username: 'carolina.mendez@conectatel.com.ve', password: DEMO.password },
      { token: null },
    );
    expect(byEmail.status).toBe(200);
    expect((await login(t)).status).toBe(429);
    // Another account, from the same address, still signs in.
    expect((await t.newSessionOf(other.email)).token.length).toBeGreaterThan(20);
  });

  it('count when they succeed too, per address', async () => {
    const { api: t } = await withClock({ rateLimit: true, sessions: { loginsPerAddress: 5 } });
    const other = await t.newCompany(); // its login is the first of the five
    for (let i = 0; i < 2; i += 1) expect((await login(t)).status).toBe(200);
    expect(
      (await t.post('/auth/login', { ...DEMO, password: 'Mala1*x' }, { token: null })).status,
    ).toBe(401);
    expect(
      (
        await t.post(
          '/auth/login',
          { username: other.email, password: 'Segura1*x' },
          { token: null },
        )
      ).status,
    ).toBe(200);
    expect((await login(t)).status).toBe(429);
  });
});
