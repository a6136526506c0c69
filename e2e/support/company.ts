// A company of the test's own: registered through the API (a new company starts empty, its wallet
// at 0), with whatever the test needs in it, and signed in. Tests that read or change a balance,
// the settings record or a whole list use one, so no other test can change what they see.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl } from './env';
import { signIn } from './session';
import { unique } from './ui';

const PASSWORD = 'Propia#2026';

export interface OwnCompanyOptions {
  /** Top-ups to credit first (USD each, by transfer), so the balance is the test's own sum. */
  topUps?: number[];
  /** Fill the gateway settings record with the demo company's values (a new one is blank). */
  settings?: boolean;
}

const authorized = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok(response: ReturnType<APIRequestContext['get']>, what: string) {
  const answer = await response;
  if (!answer.ok()) throw new Error(`${what}: HTTP ${answer.status()} ${await answer.text()}`);
  return answer;
}

/** The demo company's settings as a PATCH body: every field of both tabs, and a password. */
async function demoSettings(request: APIRequestContext) {
  const login = await ok(
    request.post(`${apiUrl()}/auth/login`, { data: { username: 'admin', password: 'Admin123*' } }),
    'demo login',
  );
  const { token } = (await login.json()) as { token: string };
  const answer = await ok(
    request.get(`${apiUrl()}/settings`, { headers: authorized(token) }),
    'GET /settings',
  );
  const [record] = (await answer.json()) as Record<string, unknown>[];
  const { id: _id, createdAt: _createdAt, passwordSet: _set, ...fields } = record ?? {};
  return { ...fields, password: 'Pasarela#2026' };
}

/**
 * Registers a company of the test's own, fills it as `options` say, and signs `page` in to it the
 * way signIn does; returns the session and the account's e-mail.
 */
export async function signInToOwnCompany(page: Page, options: OwnCompanyOptions = {}) {
  const request = page.request;
  const email = `${unique('e2e').replace(/\s/g, '-')}@example.com`;
  await ok(
    request.post(`${apiUrl()}/auth/register`, {
      data: { email, password: PASSWORD, confirm: PASSWORD },
    }),
    'POST /auth/register',
  );
  const session = await signIn(page, { username: email, password: PASSWORD });
  const headers = authorized(session.token);
  for (const mont of options.topUps ?? []) {
    await ok(
      request.post(`${apiUrl()}/recargas`, {
        headers,
        data: { mont, method: 'Transferencias bancarias', transaction: unique('PROPIA') },
      }),
      'POST /recargas',
    );
  }
  if (options.settings) {
    await ok(
      request.patch(`${apiUrl()}/settings/1`, { headers, data: await demoSettings(request) }),
      'PATCH /settings/1',
    );
  }
  return { ...session, email };
}
