/** /settings: the gateway record (id 1); PATCH saves the SMS tab and/or the voice tab. */
import { Router } from 'express';
import {
  type FieldErrors,
  SMS_FIELDS,
  smsSettingsSchema,
  VOICE_FIELDS,
  validate,
  voiceSettingsSchema,
} from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Context } from '../context';
import type { SettingsRecord } from '../db/types';
import { invalid, notFound, parseId, patchBody, sendList } from '../http';

export const settingsRouter = ({ store }: Context) => {
  const router = Router();

  router.get('/', sendList(store, 'settings'));

  router.get('/:id', (req, res) => {
    const record = store.find('settings', parseId(req.params.id));
    if (!record) throw notFound();
    res.json(record);
  });

  // A tab is saved whole: sending any field of a group requires all of that group.
  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!store.find('settings', id)) throw notFound();
    const body = patchBody(req);
    const groups = [
      { fields: SMS_FIELDS as readonly string[], schema: smsSettingsSchema },
      { fields: VOICE_FIELDS as readonly string[], schema: voiceSettingsSchema },
    ].filter((g) => g.fields.some((field) => Object.hasOwn(body, field)));
    if (groups.length === 0) throw invalid({ _: api.settingsEmpty }, api.settingsEmpty);

    const errors: FieldErrors = {};
    const patch: Partial<SettingsRecord> = {};
    for (const group of groups) {
      const result = await validate(group.schema, body);
      if (result.ok) Object.assign(patch, result.value);
      else Object.assign(errors, result.errors);
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const record = await store.write((tx) => {
      const updated = tx.update('settings', id, patch);
      if (!updated) throw notFound();
      return updated;
    });
    res.json(record);
  });

  return router;
};
