/** /account: company data, company representative, and the signed-in user's password. */
import { companySchema, passwordChangeSchema, representativeSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import { currentUser } from '../auth';
import { invalid } from '../http';
import { area, jsonBody } from '../operation';
import { hashPassword, verifyPassword } from '../passwords';
import { company, DEMO_PASSWORD, representative } from '../seed/account';
import { AUTH_LIMITS } from './auth';

const { operation } = area('Cuenta');

export const accountOperations = [
  operation({
    route: 'GET /account/company',
    summary: "The session's company's data",
    scope: 'company',
    permission: 'account.read',
    answer: 'Company',
    handler: ({ db }) => db.get('company'),
  }),
  operation({
    route: 'PUT /account/company',
    summary: "Save the session's company's data",
    scope: 'company',
    permission: 'account.edit',
    body: jsonBody('CompanyBody', companySchema, { example: company }),
    answer: 'Company',
    handler: async ({ db, body }) => {
      await db.write((tx) => tx.set('company', body));
      return body;
    },
  }),
  operation({
    route: 'GET /account/representative',
    summary: 'Company representative',
    scope: 'company',
    permission: 'account.read',
    answer: 'Representative',
    handler: ({ db }) => db.get('representative'),
  }),
  operation({
    route: 'PUT /account/representative',
    summary: 'Save the company representative',
    scope: 'company',
    permission: 'account.edit',
    body: jsonBody('RepresentativeBody', representativeSchema, { example: representative }),
    answer: 'Representative',
    handler: async ({ db, body }) => {
      await db.write((tx) => tx.set('representative', body));
      return body;
    },
  }),
  operation({
    route: 'PUT /account/password',
    summary: "Change the signed-in user's password",
    scope: 'session',
    permission: 'password.change',
    description:
      'A wrong current password is a 400 on `current`, and counts towards the limit of wrong ' +
      'current passwords per account. Every other session of the account is revoked. A ' +
      'temporary password (given with access to a profile) is changed here: the new one must ' +
      'differ from it, and the session may then do what its roles allow.',
    body: jsonBody('PasswordChange', passwordChangeSchema, {
      // The new password is the current one: the example changes nothing.
      example: { current: DEMO_PASSWORD, password: DEMO_PASSWORD, confirm: DEMO_PASSWORD },
      rules: { properties: { current: { 'x-verified': "the signed-in account's password" } } },
    }),
    answer: 'Message',
    // A stolen session must not get to guess the password without limit.
    limits: [
      {
        name: 'password-account',
        limit: AUTH_LIMITS.passwordPerAccount,
        key: (_req, res) => `user ${res.locals.userId}`,
        counts: (_req, res) => res.locals.wrongPassword === true,
      },
    ],
    handler: async ({ ctx, res, session, body: { current, password } }) => {
      const user = currentUser(ctx, res);
      if (!(await verifyPassword(current, user.passwordHash))) {
        res.locals.wrongPassword = true;
        throw invalid({ current: api.wrongPassword });
      }
      if (user.temporaryPassword && password === current) {
        throw invalid({ password: api.samePassword });
      }
      const passwordHash = await hashPassword(password);
      const kept = session.tokenHash;
      await ctx.store.write((tx) => {
        tx.updateUser(user.id, { passwordHash, temporaryPassword: undefined });
        // Whoever knew the old password may hold a session: only the one that changed it stays.
        for (const [hash, session] of Object.entries(tx.data.sessions)) {
          if (session.userId === user.id && hash !== kept) tx.dropSession(hash);
        }
      });
      return { message: api.passwordChanged };
    },
  }),
];
