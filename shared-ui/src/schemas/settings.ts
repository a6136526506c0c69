/** SMS and voice gateway settings schemas: every field required but the two checkboxes. */
import * as yup from 'yup';
import { OPERATORS, VOICE_PROFILES } from '../constants';
import { api, validation } from 'shared-ui/texts';
import {
  blankToUndefined,
  jsonSchema,
  oneOfText,
  optionalFields,
  optionalText,
  requiredFields,
  requiredText,
} from './common';

/** Field labels, used by the forms and in the required messages. */
export const SMS_LABELS = {
  host: 'Host',
  port: 'Puerto',
  user: 'Usuario',
  password: 'Contraseña',
  operator: 'Operador',
  phone: 'Teléfono',
} as const;

export const VOICE_LABELS = {
  voiceprofile: 'Perfil de voz',
  localport: 'Puerto local',
  primaryproxy: 'Proxy primario',
  primaryoutboundproxy: 'Proxy de salida primario',
  primaryproxyport: 'Puerto del proxy primario',
  secondaryproxy: 'Proxy secundario',
  secondaryoutboundproxy: 'Proxy de salida secundario',
  secondaryproxyport: 'Puerto del proxy secundario',
  primaryregistraserver: 'Servidor de registro primario',
  secondaryregistraserver: 'Servidor de registro secundario',
  registerexpires: 'Expiración del registro (s)',
  unregister: 'Anular registro al reiniciar',
  enablelinktest: 'Habilitar prueba de enlace',
  linktestinterval: 'Intervalo de prueba de enlace (s)',
} as const;

/** 'El campo «Host» es obligatorio': reads right whatever the label's gender or number. */
export const requiredMessage = (label: string) => `El campo «${label}» es obligatorio`;

const text = (label: string) => requiredText(requiredMessage(label));
/** A required whole number from 1 to `max`; anything else reads as `message`. */
const wholeNumber = (message: string, max: number) => (label: string) =>
  yup
    .number()
    .transform(blankToUndefined)
    .typeError(validation.common.numeric)
    .required(requiredMessage(label))
    .integer(message)
    .min(1, message)
    .max(max, message);
const port = wholeNumber(validation.common.port, 65535);
const seconds = wholeNumber(validation.common.positiveInteger, 1e7);

export const smsSettingsSchema = yup.object({
  host: text(SMS_LABELS.host),
  port: port(SMS_LABELS.port),
  user: text(SMS_LABELS.user),
  password: text(SMS_LABELS.password),
  operator: oneOfText(
    OPERATORS.map((o) => o.value),
    requiredMessage(SMS_LABELS.operator),
  ),
  phone: text(SMS_LABELS.phone).matches(/^\+?\d{7,15}$/, validation.common.numeric),
});

/**
 * The SMS tab as it is saved (PATCH /settings/:id and the form): the gateway password is
 * write-only, never sent back, so an empty one keeps the stored password.
 */
export const smsSettingsUpdateSchema = smsSettingsSchema.shape({ password: optionalText() });

/**
 * Where the gateway password goes: changing any of them needs the password typed again (the
 * stored one is never sent to a new place), api.settingsPasswordAgain otherwise.
 */
export const GATEWAY_TARGET = ['host', 'port', 'user'] as const;

export const voiceSettingsSchema = yup.object({
  voiceprofile: oneOfText(
    VOICE_PROFILES.map((o) => o.value),
    requiredMessage(VOICE_LABELS.voiceprofile),
  ),
  localport: port(VOICE_LABELS.localport),
  primaryproxy: text(VOICE_LABELS.primaryproxy),
  primaryoutboundproxy: text(VOICE_LABELS.primaryoutboundproxy),
  primaryproxyport: port(VOICE_LABELS.primaryproxyport),
  secondaryproxy: text(VOICE_LABELS.secondaryproxy),
  secondaryoutboundproxy: text(VOICE_LABELS.secondaryoutboundproxy),
  secondaryproxyport: port(VOICE_LABELS.secondaryproxyport),
  primaryregistraserver: text(VOICE_LABELS.primaryregistraserver),
  secondaryregistraserver: text(VOICE_LABELS.secondaryregistraserver),
  registerexpires: seconds(VOICE_LABELS.registerexpires),
  unregister: yup.boolean().default(false),
  enablelinktest: yup.boolean().default(false),
  linktestinterval: seconds(VOICE_LABELS.linktestinterval),
});

export const SMS_FIELDS = Object.keys(SMS_LABELS) as (keyof typeof SMS_LABELS)[];
export const VOICE_FIELDS = Object.keys(VOICE_LABELS) as (keyof typeof VOICE_LABELS)[];

const TABS: (typeof smsSettingsUpdateSchema | typeof voiceSettingsSchema)[] = [
  smsSettingsUpdateSchema,
  voiceSettingsSchema,
];

/**
 * PATCH /settings/:id: the SMS tab, the voice tab, or both. A tab is checked whole as soon as
 * any field of it is sent (its fields only make sense together), the other one is left as it
 * is; a body with no field of either is refused with api.settingsEmpty. The password may stay
 * empty (or out): the stored one is kept.
 */
export const settingsPatchSchema = optionalFields(
  smsSettingsUpdateSchema.shape(voiceSettingsSchema.fields),
)
  .test('whole-tabs', api.settingsEmpty, async function wholeTabs() {
    const body = (this.originalValue ?? {}) as Record<string, unknown>;
    const isSent = (field: string) => body[field] !== undefined;
    const sent = TABS.filter((tab) => Object.keys(tab.fields).some(isSent));
    if (sent.length === 0) return false;
    const missing: yup.ValidationError[] = [];
    for (const tab of sent) {
      for (const [field, schema] of Object.entries(tab.fields)) {
        if (isSent(field)) continue; // checked by its own field schema
        await (schema as yup.Schema).validate(undefined).catch((error: unknown) => {
          if (!(error instanceof yup.ValidationError)) throw error;
          missing.push(this.createError({ path: field, message: error.message }));
        });
      }
    }
    return missing.length === 0 || new yup.ValidationError(missing);
  })
  .meta(
    jsonSchema({
      anyOf: TABS.flatMap((tab) => Object.keys(tab.fields)).map((f) => ({ required: [f] })),
      dependentRequired: Object.fromEntries(
        TABS.flatMap((tab) =>
          Object.keys(tab.fields).map((field) => [
            field,
            requiredFields(tab).filter((other) => other !== field),
          ]),
        ),
      ),
    }),
  );
