/** /auth: login, logout, registration and password recovery. */
import { type RequestHandler, Router } from 'express';
import { loginSchema, recoverSchema, registerSchema } from 'shared-ui/schemas';
import { api, validation } from 'shared-ui/texts';
import { closeSession, openSession } from '../auth';
import type { Context } from '../context';
import { HttpError, parse } from '../http';
import { hashPassword, verifyPassword } from '../passwords';
import type { AuthLimits } from '../security';
import { registeredSessionUser } from '../seed/account';

const ROLE = 'client';

export const authRouter = (ctx: Context, auth: RequestHandler, limits: AuthLimits) => {
  const router = Router();
  const { store } = ctx;

  const findAccount = (login: string) => {
    const key = login.trim().toLowerCase();
    return store.data.users.find(
      (u) => u.username.toLowerCase() === key || u.email.toLowerCase() === key,
    );
  };

  router.post('/login', ...limits.login, async (req, res) => {
    const { username, password } = await parse(loginSchema, req.body);
    const user = findAccount(username);
    const ok = await verifyPassword(password, user?.passwordHash);
    if (!user || !ok) throw new HttpError(401, { message: validation.login.invalid });
    const token = await openSession(ctx, user.id);
    res.json({ token, user: user.profile, role: ROLE });
  });

  router.post('/logout', auth, async (_req, res) => {
    await closeSession(ctx, res.locals.tokenHash as string);
    res.status(204).end();
  });

  router.post('/register', ...limits.register, async (req, res) => {
    const { email, password } = await parse(registerSchema, req.body);
    const passwordHash = await hashPassword(password);
    await store.write((tx) => {
      if (findAccount(email)) {
        throw new HttpError(409, { message: api.emailTaken, errors: { email: api.emailTaken } });
      }
      const user = tx.insert('users', {
        username: email,
        email,
        passwordHash,
        profile: registeredSessionUser(0, email),
      });
      user.profile.id = user.id;
    });
    res.status(201).json({ message: api.registered });
  });

  router.post('/recover', ...limits.recover, async (req, res) => {
    // Same answer whether the account exists or not, so the call cannot probe accounts.
    await parse(recoverSchema, req.body);
    res.json({ message: api.recoverSent });
  });

  return router;
};
