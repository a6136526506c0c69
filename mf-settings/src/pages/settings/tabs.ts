/** The two tabs of /configuracion, as data: voice first (the page's default), then SMS. */
import {
  OPERATORS,
  SMS_LABELS,
  smsSettingsUpdateSchema,
  VOICE_LABELS,
  VOICE_PROFILES,
  voiceSettingsSchema,
} from 'shared-ui/schemas';
import type { SmsSettings, VoiceSettings } from 'shared-ui/types';
import { settingsApi, smsOf, voiceOf } from '../../api';
import { settingsTexts as t } from '../../texts';
import type { SettingsTab } from './SettingsTabForm';

/** 'Configuración de voz': voice profile, proxies, registration and link test. */
export const voiceTab: SettingsTab<VoiceSettings> = {
  key: 'voz',
  label: t.tabs.voice,
  formId: 'voice-settings',
  schema: voiceSettingsSchema,
  labels: VOICE_LABELS,
  of: voiceOf,
  save: settingsApi.saveVoice,
  savedTitle: t.voiceSaved,
  groups: [
    {
      title: t.groups.general,
      fields: [
        { kind: 'select', name: 'voiceprofile', options: VOICE_PROFILES },
        { kind: 'number', name: 'localport' },
      ],
    },
    {
      title: t.groups.primary,
      fields: [
        { kind: 'text', name: 'primaryproxy' },
        { kind: 'text', name: 'primaryoutboundproxy' },
        { kind: 'number', name: 'primaryproxyport' },
      ],
    },
    {
      title: t.groups.secondary,
      fields: [
        { kind: 'text', name: 'secondaryproxy' },
        { kind: 'text', name: 'secondaryoutboundproxy' },
        { kind: 'number', name: 'secondaryproxyport' },
      ],
    },
    {
      title: t.groups.registration,
      spans: [8, 8, 8, 24],
      fields: [
        { kind: 'text', name: 'primaryregistraserver' },
        { kind: 'text', name: 'secondaryregistraserver' },
        { kind: 'number', name: 'registerexpires' },
        { kind: 'checkbox', name: 'unregister' },
      ],
    },
    {
      title: t.groups.linkTest,
      spans: [24, 12],
      fields: [
        { kind: 'checkbox', name: 'enablelinktest' },
        { kind: 'number', name: 'linktestinterval' },
      ],
    },
  ],
};

/** 'Configuración SMS': the SMS gateway and its account (the password is write-only). */
export const smsTab: SettingsTab<SmsSettings> = {
  key: 'sms',
  label: t.tabs.sms,
  formId: 'sms-settings',
  schema: smsSettingsUpdateSchema,
  labels: SMS_LABELS,
  of: smsOf,
  save: settingsApi.saveSms,
  savedTitle: t.smsSaved,
  groups: [
    {
      title: t.groups.gateway,
      fields: [
        { kind: 'text', name: 'host' },
        { kind: 'number', name: 'port' },
        { kind: 'select', name: 'operator', options: OPERATORS },
      ],
    },
    {
      title: t.groups.account,
      fields: [
        { kind: 'text', name: 'user', autoComplete: 'off' },
        { kind: 'password', name: 'password', hint: t.passwordHint },
        { kind: 'text', name: 'phone', type: 'tel' },
      ],
    },
  ],
};
