// Logging in for a test: a real POST /auth/login, then the session stored the way shared-ui reads it.
import type { Page } from '@playwright/test';
import { apiUrl } from './env';

/**
 * shared-ui's SESSION_KEY (session/store.ts); the value is JSON `{ token, user, role, roles,
 * permissions, mustChangePassword }`, the login answer.
 */
export const SESSION_KEY = 'bo.session';

export const DEMO_USER = { username: 'admin', password: 'Admin123*' } as const;

/**
 * The demo company's sessions this worker opened: tests share that company, so the guard in
 * support/test.ts fails a test whose page changes its wallet or its settings with one of them.
 */
export const demoTokens = new Set<string>();

export interface SignInOptions {
  username?: string;
  password?: string;
  /** localStorage (true, like ticking "remember me") or sessionStorage (false). */
  remember?: boolean;
}

/**
 * Signs `page` in: the session is written before the first page of the tab loads, once, so a
 * test that signs out and reloads stays signed out.
 */
export async function signIn(page: Page, options: SignInOptions = {}) {
  const { username = DEMO_USER.username, password = DEMO_USER.password, remember = true } = options;
  const response = await page.request.post(`${apiUrl()}/auth/login`, {
    data: { username, password },
  });
  if (!response.ok()) throw new Error(`POST /auth/login: HTTP ${response.status()}`);
  const { token, user, role, roles, permissions, mustChangePassword } = (await response.json()) as {
    token: string;
    user: unknown;
    role: string;
    roles: string[];
    permissions: string[];
    mustChangePassword: boolean;
  };
  if (username === DEMO_USER.username) demoTokens.add(token);
  const stored = { token, user, role, roles, permissions, mustChangePassword };
  await page.addInitScript(
    ([key, value, persistent]) => {
      if (window.sessionStorage.getItem('e2e.seeded')) return;
      window.sessionStorage.setItem('e2e.seeded', '1');
      (persistent ? window.localStorage : window.sessionStorage).setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(stored), remember] as const,
  );
  return { token, user, role };
}
