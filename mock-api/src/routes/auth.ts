/** /auth: login, logout, registration and password recovery, with their attempt limits. */
import type { Request, Response } from 'express';
import { OWN_SESSION } from 'shared-ui/permissions';
import { loginSchema, recoverSchema, registerSchema } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { emptyCompany } from '../seed';
import { accessOf, closeSession, currentUser, openSession } from '../auth';
import type { Context } from '../context';
import { HttpError } from '../http';
import { address } from '../mount';
import { area, jsonBody, type Limit } from '../operation';
import { hashPassword, verifyPassword } from '../passwords';
import { DEMO_PASSWORD, DEMO_USERNAME, registeredSessionUser } from '../seed/account';
import type { User } from '../db/types';

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

/** What a sign-in and GET /auth/me tell of the user: who, and what they may do now. */
const whoIs = (ctx: Context, user: User) => ({
  user: user.profile,
  role: ROLE,
  ...accessOf(ctx.store, user),
});

/**
 * A temporary password signs in once: the first sign-in marks it used (atomically: of two at once,
 * one wins), and the session it opens may only change it.
 */
const firstUseOfTemporary = (ctx: Context, user: User) =>
  ctx.store.write((tx) => {
    if (user.temporaryPassword !== 'unused') return false;
    tx.updateUser(user.id, { temporaryPassword: 'used' });
    return true;
  });

export const authOperations = [
  operation({
    route: 'POST /auth/login',
    summary: 'Log in with user name or email',
    description:
      'The answer says what the user may do (`permissions`, from their roles). A temporary ' +
      'password (`mustChangePassword`) signs in once, and that session may only change it. ' +
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
      if (user.temporaryPassword && !(await firstUseOfTemporary(ctx, user))) {
        throw new HttpError(401, { message: validation.login.invalid });
      }
      const token = await openSession(ctx, user.id, body.remember === true);
      return { token, ...whoIs(ctx, user) };
    },
  }),
  operation({
    route: 'GET /auth/me',
    summary: 'The signed-in user, their roles and what they may do now',
    description:
      'Read at every request: a change of roles shows here (and applies to every operation) at ' +
      'the next request, without signing in again.',
    scope: 'session',
    permission: OWN_SESSION,
    answer: 'Me',
    handler: ({ ctx, res }) => whoIs(ctx, currentUser(ctx, res)),
  }),
  operation({
    route: 'POST /auth/logout',
    summary: 'Log out: the token stops working',
    scope: 'session',
    permission: OWN_SESSION,
    answer: 'none',
    handler: ({ ctx, session }) => closeSession(ctx, session.tokenHash),
  }),
  operation({
    route: 'POST /auth/register',
    summary: 'Create a company and its first account',
    description:
      'The new company is empty (no campaigns, products or knowledge bases; a wallet at 0; ' +
      'blank company data, representative and settings to fill in) but for its first user, ' +
      'whose profile (Administrativo, named after the email, the rest to fill in) is its only ' +
      'one. The same answer whether the email already has an account or not, so it cannot probe ' +
      'accounts: a known email creates nothing and changes nothing.',
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
        const sessionUser = registeredSessionUser(0, email, company);
        // The first user is a profile of the company like any other person in it: Administrativo
        // (every right), and the company's last Administrativo until another has access.
        const profile = tx.company(company).insert('profiles', {
          name: sessionUser.firstName,
          lastName: '',
          email,
          phone: '',
          role: ['Administrativo'],
          campain: '',
        });
        const user = tx.insertUser({
          company,
          profileId: profile.id,
          roles: [],
          username: email,
          email,
          passwordHash,
          profile: sessionUser,
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
