/** /auth: login, logout, registration and password recovery, with their attempt limits. */
import type { Request, Response } from 'express';
import { loginSchema, recoverSchema, registerSchema } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { emptyCompany } from '../seed';
import { closeSession, openSession } from '../auth';
import type { Context } from '../context';
import { HttpError } from '../http';
import { address } from '../mount';
import { area, jsonBody, type Limit } from '../operation';
import { hashPassword, verifyPassword } from '../passwords';
import { DEMO_PASSWORD, DEMO_USERNAME, registeredSessionUser } from '../seed/account';

const ROLE = 'client';

/** The limits, per 15 minutes: generous for people and the e2e runs, short for a script. */
export const AUTH_LIMITS = {
  /** Failed logins for one account (by user name or email alike) from one address. */
  loginPerAccount: 10,
  /** Failed logins from one address, whatever the account. */
  loginPerAddress: 50,
  /** Registrations tried from one address. */
  register: 20,
  /** Recovery requests from one address. */
  recover: 10,
  /** Wrong current passwords given to change one account's password. */
  passwordPerAccount: 10,
} as const;

/** The account a login names: its user name or its email, case and spaces aside. */
export const findAccount = (ctx: Context, login: string) => {
  const key = login.trim().toLowerCase();
  return ctx.store.data.users.find(
    (u) => u.username.toLowerCase() === key || u.email.toLowerCase() === key,
  );
};

/**
 * Whose failed logins share a counter: the account the login names, so its user name and its
 * email are one account; a login naming none counts by its text. Per address too: a count of
 * the account alone would let anyone lock any user out by typing their name ten times.
 */
const loginAccount = (req: Request, _res: Response, ctx: Context) => {
  const login: unknown = (req.body as { username?: unknown } | undefined)?.username;
  const text = typeof login === 'string' ? login.trim().toLowerCase().slice(0, 200) : '';
  const user = text ? findAccount(ctx, text) : undefined;
  return `${address(req)}|${user ? `user ${user.id}` : `login ${text}`}`;
};

const perAddress = (name: string, limit: Limit['limit'], counts?: Limit['counts']): Limit => ({
  name,
  limit,
  counts,
});

const { operation } = area('Sesión');

export const authOperations = [
  operation({
    route: 'POST /auth/login',
    summary: 'Log in with user name or email',
    description:
      "`remember` ('Recordarme') chooses the session's idle timeout: without it the session ends " +
      'after SESSION_IDLE_MS without a request (30 min), with it after REMEMBER_IDLE_MS (4 h); ' +
      'both within TOKEN_TTL_MS. A user keeps at most SESSIONS_PER_USER live sessions (20): a ' +
      'new one ends the oldest. Logins count, successful or not: LOGIN_LIMIT_PER_ADDRESS (300) ' +
      'per address and LOGIN_LIMIT_PER_ACCOUNT successful ones (60) per account, in 15 minutes.',
    scope: 'public',
    body: jsonBody('Login', loginSchema, {
      example: { username: DEMO_USERNAME, password: DEMO_PASSWORD, remember: false },
    }),
    answer: 'LoginResult',
    errors: [401],
    limits: [
      perAddress('login-address', AUTH_LIMITS.loginPerAddress, 'failures'),
      {
        name: 'login-account',
        limit: AUTH_LIMITS.loginPerAccount,
        counts: 'failures',
        key: loginAccount,
      },
      // Each login opens a stored session: successful ones count too, from one address...
      perAddress('logins-address', (ctx) => ctx.sessions.loginsPerAddress, 'all'),
      // ...and into one account (successes only: a stranger cannot lock an account out).
      {
        name: 'logins-account',
        limit: (ctx) => ctx.sessions.loginsPerAccount,
        counts: (_req, res) => res.statusCode < 300,
        key: (req, _res, ctx) => {
          const login: unknown = (req.body as { username?: unknown } | undefined)?.username;
          const user = typeof login === 'string' ? findAccount(ctx, login) : undefined;
          return user ? `user ${user.id}` : 'no account';
        },
      },
    ],
    handler: async ({ ctx, body }) => {
      const user = findAccount(ctx, body.username);
      const ok = await verifyPassword(body.password, user?.passwordHash);
      if (!user || !ok) throw new HttpError(401, { message: validation.login.invalid });
      const token = await openSession(ctx, user.id, body.remember === true);
      return { token, user: user.profile, role: ROLE };
    },
  }),
  operation({
    route: 'POST /auth/logout',
    summary: 'Log out: the token stops working',
    scope: 'session',
    answer: 'none',
    handler: ({ ctx, session }) => closeSession(ctx, session.tokenHash),
  }),
  operation({
    route: 'POST /auth/register',
    summary: 'Create a company and its first account',
    description:
      'The new company is empty (no campaigns, products, profiles or knowledge bases; a wallet ' +
      'at 0; blank company data, representative and settings to fill in), and its first user ' +
      'holds every role. The same answer whether the email already has an account or not, so it ' +
      'cannot probe accounts: a known email creates nothing and changes nothing.',
    scope: 'public',
    body: jsonBody('Register', registerSchema, {
      example: { email: 'nueva@example.com', password: 'Segura1*x', confirm: 'Segura1*x' },
    }),
    status: 201,
    answer: 'Message',
    limits: [perAddress('register', AUTH_LIMITS.register)],
    handler: async ({ ctx, body: { email, password } }) => {
      // Hashed first either way, so a known email takes as long as a new one.
      const passwordHash = await hashPassword(password);
      await ctx.store.write((tx) => {
        if (findAccount(ctx, email)) return;
        const company = tx.addCompany(emptyCompany(ctx.now()));
        const user = tx.insertUser({
          company,
          // Administrativo holds every right of the company (issue 45's table).
          roles: ['Administrativo'],
          username: email,
          email,
          passwordHash,
          profile: registeredSessionUser(0, email, company),
        });
        user.profile.id = user.id;
      });
      return { message: api.registered };
    },
  }),
  operation({
    route: 'POST /auth/recover',
    summary: 'Ask for a recovery email',
    description: 'The same answer whether the account exists or not, so it cannot probe accounts.',
    scope: 'public',
    body: jsonBody('Recover', recoverSchema, { example: { email: 'a@example.com' } }),
    answer: 'Message',
    limits: [perAddress('recover', AUTH_LIMITS.recover)],
    handler: () => ({ message: api.recoverSent }),
  }),
];
