/** Typed calls of the settings area: the gateway record (id 1) and the save of one tab. */
import { SMS_FIELDS, VOICE_FIELDS } from 'shared-ui/schemas';
import { api } from 'shared-ui/session';
import type { Settings, SmsSettings, VoiceSettings } from 'shared-ui/types';

const SETTINGS_ID = 1;

const pick = <K extends keyof Settings>(source: Partial<Settings>, keys: readonly K[]) => {
  const picked = {} as Pick<Settings, K>;
  for (const key of keys) if (key in source) picked[key] = source[key] as Settings[K];
  return picked;
};

/** The SMS tab's values; the password is write-only, so it starts (and returns) empty. */
export const smsOf = (settings: Partial<Settings>): SmsSettings => ({
  ...pick(settings, SMS_FIELDS),
  password: '',
});
export const voiceOf = (settings: Partial<Settings>): VoiceSettings => pick(settings, VOICE_FIELDS);

export const settingsApi = {
  /** GET /settings returns a list; the record in use is the first one (SPEC.md section 7). */
  load: async (): Promise<Settings> => {
    const [record] = await api.get<Settings[]>('/settings');
    if (!record) throw new Error('No settings record');
    return record;
  },
  /** Saves the SMS tab: only its fields travel. */
  saveSms: async (values: SmsSettings) =>
    smsOf(await api.patch<Settings>(`/settings/${SETTINGS_ID}`, pick(values, SMS_FIELDS))),
  /** Saves the voice tab: only its fields travel. */
  saveVoice: async (values: VoiceSettings) =>
    voiceOf(await api.patch<Settings>(`/settings/${SETTINGS_ID}`, voiceOf(values))),
};
