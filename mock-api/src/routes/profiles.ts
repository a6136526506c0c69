/** /profiles: list, detail, create, edit, delete, and the all-or-nothing bulk import. */
import { validProfile } from 'shared-ui/fixtures';
import { bulkImportSchema, type FieldErrors, profileSchema } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Profile } from 'shared-ui/types';
import type { InferType } from 'yup';
import { invalid, notFound } from '../http';
import { profileCsv } from '../lists/exports';
import { field, recordList } from '../lists/spec';
import { area, jsonBody } from '../operation';
import {
  accessOperations,
  accountOf,
  keepsAdministrator,
  assertKeepsAdministrator,
} from './access';
import { unlink } from './links';

type NewProfile = Omit<Profile, 'id' | 'createdAt'>;

/** 1-based row numbers named by errors keyed 'profiles[i].field'. */
const rowsOf = (errors: FieldErrors) => {
  const rows = new Set<number>();
  for (const key of Object.keys(errors)) {
    const match = /^profiles\[(\d+)\]/.exec(key);
    if (match) rows.add(Number(match[1]) + 1);
  }
  return [...rows].sort((a, b) => a - b);
};

/** The refusal of an import names its rows, so the screen can mark them. */
const rowsMessage = (errors: FieldErrors) => {
  const rows = rowsOf(errors);
  return rows.length > 0 ? api.invalidRows(rows) : api.invalidBody;
};

const fields = (v: InferType<typeof profileSchema>): NewProfile => ({
  ...v,
  role: [...new Set(v.role)],
});

const body = jsonBody('ProfileBody', profileSchema, { example: validProfile });
const { role: _role, ...row } = validProfile;

/** What the profile list (and the campaign's profile picker) filter, sort and search by. */
export const profileList = recordList<Profile>({
  fields: {
    name: field.text(),
    lastName: field.text(),
    email: field.text(),
    phone: field.text(),
    role: field.texts(),
    campain: field.text(),
  },
  sort: ['name', 'lastName', 'email', 'phone', 'campain'],
  search: ['name', 'lastName'],
  csv: profileCsv,
});

const { operation, reads } = area('Perfiles');

export const profileOperations = [
  ...reads('profiles', '/profiles', {
    answer: 'Profile',
    plural: 'Profiles',
    one: 'profile',
    permission: 'profiles.read',
    spec: profileList,
  }),
  operation({
    route: 'POST /profiles',
    summary: 'Create a profile',
    scope: 'company',
    permission: 'profiles.create',
    body,
    status: 201,
    answer: 'Profile',
    handler: ({ db, body }) => db.write((tx) => tx.insert('profiles', fields(body))),
  }),
  operation({
    route: 'POST /profiles/bulk',
    summary: 'Create up to 100 profiles with the same roles, all or none',
    scope: 'company',
    permission: 'profiles.create',
    description:
      'A bad row is a 400 with `errors["profiles[i].field"]` and a message naming the rows ' +
      '(1-based), also for an email repeated in the file or already used by a profile.',
    body: jsonBody('BulkImport', bulkImportSchema, {
      example: { profiles: [row], role: ['Agente'] },
      message: rowsMessage,
      rules: {
        properties: {
          profiles: {
            items: {
              properties: {
                email: {
                  'x-unique': {
                    list: '/profiles',
                    field: 'email',
                    ignoring: 'case',
                    across: 'profiles',
                  },
                },
              },
            },
          },
        },
      },
    }),
    status: 201,
    answer: 'BulkResult',
    handler: async ({ db, body }) => {
      const role = [...new Set(body.role)];
      const rows: NewProfile[] = body.profiles.map((row) => ({
        name: row.name,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        role,
        campain: row.campain ?? '',
      }));
      const created = await db.write((tx) => {
        // Every row is checked before any is stored: the import is all or nothing.
        const taken = new Set(tx.list('profiles').map((p) => p.email.toLowerCase()));
        const seen = new Set<string>();
        const errors: FieldErrors = {};
        rows.forEach((row, i) => {
          const email = row.email.toLowerCase();
          if (taken.has(email)) errors[`profiles[${i}].email`] = api.profileEmailTaken;
          else if (seen.has(email)) errors[`profiles[${i}].email`] = api.profileEmailRepeated;
          seen.add(email);
        });
        if (Object.keys(errors).length > 0) throw invalid(errors, rowsMessage(errors));
        return tx.insertMany('profiles', rows);
      });
      return { created, count: created.length, role };
    },
  }),
  operation({
    route: 'PUT /profiles/:id',
    summary: 'Save a profile',
    description:
      "Its roles are its person's from their next request on. A 400 on `role` when it would " +
      "take Administrativo from the company's last Administrativo with access. The email a " +
      'person signs in with stays the one they were given access with.',
    scope: 'company',
    permission: 'profiles.edit',
    record: 'profiles',
    body,
    answer: 'Profile',
    handler: ({ db, id, body }) =>
      db.write((tx) => {
        const saved = fields(body);
        if (!keepsAdministrator(tx, { profileId: id, role: saved.role })) {
          throw invalid({ role: api.lastAdministrator }, api.lastAdministrator);
        }
        const updated = tx.update('profiles', id, saved);
        if (!updated) throw notFound();
        return updated;
      }),
  }),
  operation({
    route: 'DELETE /profiles/:id',
    summary: 'Delete a profile (and unlink it from campaigns)',
    description:
      "Its access goes with it: its person's sessions end at once. 409 when it is the " +
      "company's last Administrativo with access.",
    scope: 'company',
    permission: 'profiles.delete',
    record: 'profiles',
    answer: 'Deleted',
    errors: [409],
    handler: async ({ db, id }) => {
      await db.write((tx) => {
        const account = accountOf(tx, id);
        if (account) assertKeepsAdministrator(tx, { profileId: id, removed: true });
        if (!tx.remove('profiles', id)) throw notFound();
        if (account) tx.removeUser(account.id);
        unlink(tx, 'profilesAssing', id);
      });
      return { deleted: true, id };
    },
  }),
  ...accessOperations,
];
