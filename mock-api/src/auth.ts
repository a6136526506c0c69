/** Bearer-token sessions: random tokens, stored as sha256 with an expiry, checked on every call. */
import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { MUST_CHANGE_PERMISSIONS, permissionsOf } from 'shared-ui/permissions';
import { api } from 'shared-ui/texts';
import type { Context } from './context';
import type { Store } from './db/store';
import type { User } from './db/types';
import { HttpError } from './http';
import type { SessionInfo } from './operation';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const unauthorized = () => new HttpError(401, { message: api.unauthorized });

const bearer = (header: string | undefined) => {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1];
};

/**
 * The session of `hash` when it is live: not expired, and used within its idle timeout (the
 * shorter one without 'Recordarme', so closing the browser ends it here too). A use renews it.
 */
const liveSession = async (ctx: Context, hash: string) => {
  const { sessions } = ctx.store.data;
  const session = Object.hasOwn(sessions, hash) ? sessions[hash] : undefined;
  const now = ctx.now().getTime();
  if (!session || Date.parse(session.expiresAt) <= now) return undefined;
  const idle = session.remember ? ctx.sessions.rememberIdleMs : ctx.sessions.idleMs;
  const seen = await ctx.seen.last(hash, now, idle);
  const last = seen ?? Math.max(Date.parse(session.createdAt), ctx.startedAt);
  if (now - last > idle) {
    ctx.seen.forget(hash);
    return undefined;
  }
  ctx.seen.use(hash, now);
  return session;
};

/** A user's roles as they stand now: their profile's, or their own when they are no profile's. */
export const rolesOf = (store: Store, user: User): string[] => {
  if (user.profileId === undefined) return [...user.roles];
  return [...(store.company(user.company)?.find('profiles', user.profileId)?.role ?? [])];
};

/** What `user` may do now, and whether their password is still a temporary one. */
export const accessOf = (store: Store, user: User) => {
  const roles = rolesOf(store, user);
  const mustChangePassword = user.temporaryPassword !== undefined;
  return {
    roles,
    permissions: mustChangePassword ? [...MUST_CHANGE_PERMISSIONS] : permissionsOf(roles),
    mustChangePassword,
  };
};

/**
 * Lets the request through with `res.locals.session` (user, company, token hash, roles and
 * permissions) set, or answers 401. The company and the roles are the user's as they stand now,
 * read at every request.
 */
export const requireAuth =
  (ctx: Context): RequestHandler =>
  async (req, res, next) => {
    const token = bearer(req.get('authorization'));
    const hash = token && hashToken(token);
    const session = hash ? await liveSession(ctx, hash) : undefined;
    const user = session && ctx.store.findUser(session.userId);
    if (!hash || !session || !user) throw unauthorized();
    const info: SessionInfo = {
      userId: user.id,
      email: user.email,
      companyId: user.company,
      tokenHash: hash,
      ...accessOf(ctx.store, user),
    };
    res.locals.session = info;
    res.locals.userId = user.id;
    res.locals.tokenHash = hash;
    next();
  };

/** The signed-in user of an authenticated request. */
export const currentUser = (ctx: Context, res: Response): User => {
  const user = ctx.store.findUser(res.locals.userId as number);
  if (!user) throw unauthorized();
  return user;
};

/**
 * Opens a session for `userId` and returns its token once stored. Expired sessions go, and so do
 * the user's oldest live ones beyond `ctx.sessions.perUser`: a script logging in again and again
 * cannot grow the store, and the user's newest devices keep working.
 */
export const openSession = async (
  ctx: Context,
  userId: number,
  remember = false,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.store.write((tx) => {
    const sessions = tx.data.sessions;
    for (const [hash, session] of Object.entries(sessions)) {
      if (Date.parse(session.expiresAt) <= now.getTime()) {
        tx.dropSession(hash);
        ctx.seen.forget(hash);
      }
    }
    const hash = hashToken(token);
    tx.putSession(hash, {
      userId,
      expiresAt: new Date(now.getTime() + ctx.tokenTtlMs).toISOString(),
      createdAt: now.toISOString(),
      remember,
    });
    ctx.seen.use(hash, now.getTime());
    const own = Object.entries(sessions)
      .filter(([, session]) => session.userId === userId)
      // Oldest first; the new one (created now, inserted last) always stays.
      .sort(([, a], [, b]) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    for (const [old] of own.slice(0, Math.max(0, own.length - ctx.sessions.perUser))) {
      if (old === hash) continue;
      tx.dropSession(old);
      ctx.seen.forget(old);
    }
  });
  return token;
};

export const closeSession = (ctx: Context, hash: string) =>
  ctx.store.write((tx) => {
    tx.dropSession(hash);
  });
