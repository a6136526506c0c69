/**
 * A profile's access: 'Dar acceso' makes the profile's person an account that signs in with a
 * temporary password shown once; 'Quitar acceso' removes it and ends its sessions at once. The
 * company always keeps an Administrativo with access (`keepsAdministrator`, also for a profile's
 * roles and its deletion).
 */
import { randomInt } from 'node:crypto';
import { api } from 'shared-ui/texts';
import type { Role, User } from '../db/types';
import type { CompanyTx } from '../db/view';
import { HttpError, notFound } from '../http';
import { area } from '../operation';
import { hashPassword } from '../passwords';
import { profileSessionUser } from '../seed/account';

const ADMINISTRATOR: Role = 'Administrativo';

/** The account a profile signs in with, if it has access. */
export const accountOf = (tx: Pick<CompanyTx, 'users'>, profileId: number): User | undefined =>
  tx.users().find((user) => user.profileId === profileId);

/** What a change does to one profile: new roles, or its access gone (removed, or deleted). */
type Change = { profileId: number } & ({ role: readonly string[] } | { removed: true });

/**
 * Whether the company still has an Administrativo with access once `change` is made; a company
 * that had none (an old file) is not held to it.
 */
export const keepsAdministrator = (tx: CompanyTx, change: Change): boolean => {
  const administrators = (changed: boolean) =>
    tx.users().filter((user) => {
      if (user.profileId === undefined) return user.roles.includes(ADMINISTRATOR);
      if (changed && user.profileId === change.profileId) {
        return 'role' in change && change.role.includes(ADMINISTRATOR);
      }
      return tx.find('profiles', user.profileId)?.role.includes(ADMINISTRATOR) ?? false;
    }).length;
  return administrators(false) === 0 || administrators(true) > 0;
};

/** Refuses a change that would leave the company without an Administrativo with access. */
export const assertKeepsAdministrator = (tx: CompanyTx, change: Change) => {
  if (!keepsAdministrator(tx, change)) {
    throw new HttpError(409, { message: api.lastAdministrator });
  }
};

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SIGNS = '@#$%&+*=';
const ALL = UPPER + LOWER + DIGITS;

/**
 * A temporary password under the password rule (lower and upper case, a digit, one of the signs
 * it names): 14 characters from the crypto source, without look-alikes (0/O, 1/l/I).
 */
export const temporaryPassword = (): string => {
  const pick = (set: string) => set.charAt(randomInt(set.length));
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SIGNS)];
  while (chars.length < 14) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
};

const stateOf = (user: User | undefined) => ({
  access: user !== undefined,
  pending: user?.temporaryPassword !== undefined,
});

const { operation } = area('Perfiles');

export const accessOperations = [
  operation({
    route: 'GET /profiles/:id/access',
    summary: "Whether the profile's person signs in",
    description: '`pending` while they have not chosen their password yet.',
    scope: 'company',
    permission: 'profiles.read',
    record: 'profiles',
    answer: 'Access',
    handler: ({ db, id }) => stateOf(accountOf(db, id)),
  }),
  operation({
    route: 'POST /profiles/:id/access',
    summary: "Give access: the profile's person signs in with its email and a temporary password",
    description:
      'The temporary password is in this answer only, never again (there is no e-mail server: ' +
      'whoever gives access passes it on). It signs in once, and that session may only change ' +
      'it. 409 when the profile has access already, or its email is already the login of ' +
      'another account.',
    scope: 'company',
    permission: 'profiles.access',
    record: 'profiles',
    status: 201,
    answer: 'GrantedAccess',
    errors: [409],
    handler: async ({ db, id }) => {
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const company = db.get('company');
      return db.write((tx) => {
        // Deleted while the password was hashed: it is gone.
        const profile = tx.find('profiles', id);
        if (!profile) throw notFound();
        if (accountOf(tx, id)) throw new HttpError(409, { message: api.accessExists });
        const user = tx.addUser({
          profileId: id,
          roles: [],
          username: profile.email,
          email: profile.email,
          passwordHash,
          temporaryPassword: 'unused',
          profile: profileSessionUser(profile, tx.id, company),
        });
        if (!user) throw new HttpError(409, { message: api.accessEmailTaken });
        tx.updateUser(user.id, { profile: { ...user.profile, id: user.id } });
        return { ...stateOf(user), username: profile.email, password };
      });
    },
  }),
  operation({
    route: 'DELETE /profiles/:id/access',
    summary: 'Remove access: the account goes, and every session of it ends at once',
    description:
      "A profile without access answers the same. 409 when it is the company's last " +
      'Administrativo with access.',
    scope: 'company',
    permission: 'profiles.access',
    record: 'profiles',
    answer: 'Access',
    errors: [409],
    handler: ({ db, id }) =>
      db.write((tx) => {
        const user = accountOf(tx, id);
        if (user) {
          assertKeepsAdministrator(tx, { profileId: id, removed: true });
          tx.removeUser(user.id);
        }
        return stateOf(undefined);
      }),
  }),
];
