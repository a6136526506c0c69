/** /account: company data, company representative, and the signed-in user's password. */
import { Router } from 'express';
import { companySchema, passwordChangeSchema, representativeSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import { currentUser } from '../auth';
import type { Context } from '../context';
import { invalid, parse } from '../http';
import { hashPassword, verifyPassword } from '../passwords';

export const accountRouter = (ctx: Context) => {
  const router = Router();
  const { store } = ctx;

  router.get('/company', (_req, res) => {
    res.json(store.data.company);
  });

  router.put('/company', async (req, res) => {
    const company = await parse(companySchema, req.body);
    await store.write((tx) => {
      tx.data.company = company;
      tx.touch('company');
    });
    res.json(company);
  });

  router.get('/representative', (_req, res) => {
    res.json(store.data.representative);
  });

  router.put('/representative', async (req, res) => {
    const representative = await parse(representativeSchema, req.body);
    await store.write((tx) => {
      tx.data.representative = representative;
      tx.touch('representative');
    });
    res.json(representative);
  });

  router.put('/password', async (req, res) => {
    const { current, password } = await parse(passwordChangeSchema, req.body);
    const user = currentUser(ctx, res);
    if (!(await verifyPassword(current, user.passwordHash))) {
      throw invalid({ current: api.wrongPassword });
    }
    const passwordHash = await hashPassword(password);
    const kept = res.locals.tokenHash as string;
    await store.write((tx) => {
      tx.update('users', user.id, { passwordHash });
      // Whoever knew the old password may hold a session: only the one that changed it stays.
      const sessions = tx.data.sessions;
      for (const [hash, session] of Object.entries(sessions)) {
        if (session.userId === user.id && hash !== kept) delete sessions[hash];
      }
      tx.touch('sessions');
    });
    res.json({ message: api.passwordChanged });
  });

  return router;
};
