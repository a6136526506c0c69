/** /settings: the company's gateway record (its id 1); PATCH saves the SMS tab and/or the voice tab. The password is write-only. */
import {
  GATEWAY_TARGET,
  requiredMessage,
  SMS_FIELDS,
  SMS_LABELS,
  settingsPatchSchema,
} from 'shared-ui/schemas';
import { api } from 'shared-ui/texts';
import type { SettingsRecord } from '../db/types';
import { invalid, notFound } from '../http';
import { recordList } from '../lists/spec';
import { area, jsonBody } from '../operation';
import { encryptSecret } from '../secrets';

/** What a client sees of a record: everything but the gateway password, and whether one is set. */
export const publicSettings = ({ password, ...rest }: SettingsRecord) => ({
  ...rest,
  passwordSet: typeof password === 'string' && password !== '',
});

const settingsList = recordList<SettingsRecord>({ fields: {}, sort: [], search: [] });

const { operation, list } = area('Configuración');

export const settingsOperations = [
  ...list('settings', '/settings', {
    answer: 'Settings',
    plural: 'Settings',
    summary: 'Gateway settings, without the password',
    permission: 'settings.read',
    spec: settingsList,
    show: publicSettings,
  }),
  operation({
    route: 'GET /settings/:id',
    summary: 'One settings record, without the password',
    scope: 'company',
    permission: 'settings.read',
    record: 'settings',
    answer: 'Settings',
    handler: ({ record }) => publicSettings(record),
  }),
  operation({
    route: 'PATCH /settings/:id',
    summary: 'Save the SMS tab and/or the voice tab',
    scope: 'company',
    permission: 'settings.edit',
    description:
      'A tab is checked whole as soon as any field of it is sent. An empty or missing ' +
      '`password` keeps the stored one (and is refused when none is stored), unless `host`, ' +
      '`port` or `user` change: then the password must be sent again (`400`). Stored encrypted.',
    record: 'settings',
    body: jsonBody('SettingsPatch', settingsPatchSchema, {
      example: {
        host: 'sms.example.com',
        port: 5060,
        user: 'gateway',
        password: 'Clave-Pasarela-1',
        operator: 'tmobile',
        phone: '+584141112233',
      },
      patch: true,
      rules: {
        'x-resend-when-changed': {
          list: '/settings',
          fields: [...GATEWAY_TARGET],
          field: 'password',
        },
      },
    }),
    answer: 'Settings',
    handler: async ({ ctx, db, id, record, body }) => {
      const { password, ...patch } = body as Partial<SettingsRecord>;
      const smsSent = SMS_FIELDS.some((field) => body[field] !== undefined);
      const retargeted = GATEWAY_TARGET.some(
        (field) => body[field] !== undefined && body[field] !== record[field],
      );
      if (password) Object.assign(patch, { password: encryptSecret(password, ctx.settingsKey) });
      else if (smsSent && !record.password) {
        throw invalid({ password: requiredMessage(SMS_LABELS.password) });
      } else if (retargeted) throw invalid({ password: api.settingsPasswordAgain });
      const updated = await db.write((tx) => {
        const saved = tx.update('settings', id, patch);
        if (!saved) throw notFound();
        return saved;
      });
      return publicSettings(updated);
    },
  }),
];
