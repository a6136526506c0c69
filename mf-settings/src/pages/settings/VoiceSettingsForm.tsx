/** The 'Configuración de voz' tab: voice profile, proxies, registration and link test. */
import { CheckboxField, EditableForm, NumberField, SelectField, TextField } from 'shared-ui';
import { VOICE_LABELS as L, VOICE_PROFILES, voiceSettingsSchema } from 'shared-ui/schemas';
import type { VoiceSettings } from 'shared-ui/types';
import { settingsApi } from '../../api';
import { FieldGroup } from './FieldGroup';
import { settingsTexts as t } from '../../texts';

export function VoiceSettingsForm({ saved }: { saved: VoiceSettings }) {
  return (
    <EditableForm<VoiceSettings>
      id="voice-settings"
      schema={voiceSettingsSchema}
      saved={saved}
      onSave={settingsApi.saveVoice}
      successTitle={t.voiceSaved}
    >
      <FieldGroup title={t.groups.general}>
        <SelectField name="voiceprofile" label={L.voiceprofile} options={VOICE_PROFILES} required />
        <NumberField name="localport" label={L.localport} required />
      </FieldGroup>
      <FieldGroup title={t.groups.primary}>
        <TextField name="primaryproxy" label={L.primaryproxy} required />
        <TextField name="primaryoutboundproxy" label={L.primaryoutboundproxy} required />
        <NumberField name="primaryproxyport" label={L.primaryproxyport} required />
      </FieldGroup>
      <FieldGroup title={t.groups.secondary}>
        <TextField name="secondaryproxy" label={L.secondaryproxy} required />
        <TextField name="secondaryoutboundproxy" label={L.secondaryoutboundproxy} required />
        <NumberField name="secondaryproxyport" label={L.secondaryproxyport} required />
      </FieldGroup>
      <FieldGroup title={t.groups.registration} spans={[8, 8, 8, 24]}>
        <TextField name="primaryregistraserver" label={L.primaryregistraserver} required />
        <TextField name="secondaryregistraserver" label={L.secondaryregistraserver} required />
        <NumberField name="registerexpires" label={L.registerexpires} required />
        <CheckboxField name="unregister">{L.unregister}</CheckboxField>
      </FieldGroup>
      <FieldGroup title={t.groups.linkTest} spans={[24, 12]}>
        <CheckboxField name="enablelinktest">{L.enablelinktest}</CheckboxField>
        <NumberField name="linktestinterval" label={L.linktestinterval} required />
      </FieldGroup>
    </EditableForm>
  );
}
