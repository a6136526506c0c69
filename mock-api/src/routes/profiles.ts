/** /profiles: list, detail, create, edit, delete, and the all-or-nothing bulk import. */
import { Router } from 'express';
import { bulkImportSchema, type FieldErrors, profileSchema, validate } from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Profile } from 'shared-ui/types';
import type { Context } from '../context';
import { invalid, isPlainObject, notFound, parse, parseId, sendList } from '../http';
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

const rowsError = (errors: FieldErrors, cause?: unknown) => {
  const rows = rowsOf(errors);
  return invalid(errors, rows.length > 0 ? api.invalidRows(rows) : api.invalidBody, cause);
};

export const profilesRouter = ({ store }: Context) => {
  const router = Router();

  const existing = (raw: unknown) => {
    const profile = store.find('profiles', parseId(raw));
    if (!profile) throw notFound();
    return profile;
  };

  const fields = async (body: unknown): Promise<NewProfile> => {
    const v = await parse(profileSchema, body);
    return { ...v, role: [...new Set(v.role)] };
  };

  router.get('/', sendList(store, 'profiles'));

  router.get('/:id', (req, res) => {
    res.json(existing(req.params.id));
  });

  router.post('/', async (req, res) => {
    const value = await fields(req.body);
    res.status(201).json(await store.write((tx) => tx.insert('profiles', value)));
  });

  router.post('/bulk', async (req, res) => {
    if (!isPlainObject(req.body)) throw invalid({ _: api.invalidBody });
    const result = await validate(bulkImportSchema, req.body);
    if (!result.ok) throw rowsError(result.errors, result.thrown);
    const role = [...new Set(result.value.role)];
    const rows: NewProfile[] = result.value.profiles.map((row) => ({
      name: row.name,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      role,
      campain: row.campain ?? '',
    }));
    const created = await store.write((tx) => {
      // Every row is checked before any is stored: the import is all or nothing.
      const taken = new Set(tx.data.profiles.map((p) => p.email.toLowerCase()));
      const seen = new Set<string>();
      const errors: FieldErrors = {};
      rows.forEach((row, i) => {
        const email = row.email.toLowerCase();
        if (taken.has(email)) errors[`profiles[${i}].email`] = api.profileEmailTaken;
        else if (seen.has(email)) errors[`profiles[${i}].email`] = api.profileEmailRepeated;
        seen.add(email);
      });
      if (Object.keys(errors).length > 0) throw rowsError(errors);
      return tx.insertMany('profiles', rows);
    });
    res.status(201).json({ created, count: created.length, role });
  });

  router.put('/:id', async (req, res) => {
    const id = existing(req.params.id).id;
    const value = await fields(req.body);
    const profile = await store.write((tx) => {
      const updated = tx.update('profiles', id, value);
      if (!updated) throw notFound();
      return updated;
    });
    res.json(profile);
  });

  router.delete('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    await store.write((tx) => {
      if (!tx.remove('profiles', id)) throw notFound();
      unlink(tx, 'profilesAssing', id);
    });
    res.json({ deleted: true, id });
  });

  return router;
};
