/** /settings: the gateway record (id 1); PATCH saves the SMS tab and/or the voice tab. The password is write-only. */
import { Router } from 'express';
import {
  type FieldErrors,
  requiredMessage,
  SMS_FIELDS,
  SMS_LABELS,
  smsSettingsUpdateSchema,
  VOICE_FIELDS,
  validate,
  voiceSettingsSchema,
} from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { Context } from '../context';
import type { SettingsRecord } from '../db/types';
import { invalid, notFound, parseId, patchBody } from '../http';

/** What a client sees of a record: everything but the gateway password, and whether one is set. */
export const publicSettings = ({ password, ...rest }: SettingsRecord) => ({
  ...rest,
  passwordSet: typeof password === 'string' && password !== '',
});

export const settingsRouter = ({ store }: Context) => {
  const router = Router();

  router.get('/', (_req, res) => {
    res.json(store.data.settings.map(publicSettings));
  });

  router.get('/:id', (req, res) => {
    const record = store.find('settings', parseId(req.params.id));
    if (!record) throw notFound();
    res.json(publicSettings(record));
  });

  // A tab is saved whole: sending any field of a group requires all of that group, but the
  // password, which the client never sees: left empty (or out) it keeps the stored one.
  router.patch('/:id', async (req, res) => {
    const id = parseId(req.params.id);
    const stored = store.find('settings', id);
    if (!stored) throw notFound();
    const body = patchBody(req);
    const groups = [
      { fields: SMS_FIELDS as readonly string[], schema: smsSettingsUpdateSchema },
      { fields: VOICE_FIELDS as readonly string[], schema: voiceSettingsSchema },
    ].filter((g) => g.fields.some((field) => Object.hasOwn(body, field)));
    if (groups.length === 0) throw invalid({ _: api.settingsEmpty }, api.settingsEmpty);

    const errors: FieldErrors = {};
    const patch: Partial<SettingsRecord> = {};
    let thrown: unknown;
    for (const group of groups) {
      const result = await validate(group.schema, body);
      if (result.ok) Object.assign(patch, result.value);
      else {
        Object.assign(errors, result.errors);
        thrown ??= result.thrown;
      }
    }
    if (patch.password === '') {
      delete patch.password;
      if (!stored.password) errors.password = requiredMessage(SMS_LABELS.password);
    }
    if (Object.keys(errors).length > 0) throw invalid(errors, api.invalidBody, thrown);

    const record = await store.write((tx) => {
      const updated = tx.update('settings', id, patch);
      if (!updated) throw notFound();
      return updated;
    });
    res.json(publicSettings(record));
  });

  return router;
};
