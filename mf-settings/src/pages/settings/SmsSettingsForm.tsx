/** The 'Configuración SMS' tab: the SMS gateway and its account (the password is write-only). */
import { EditableForm, NumberField, PasswordField, SelectField, TextField } from 'shared-ui';
import { OPERATORS, SMS_LABELS as L, smsSettingsUpdateSchema } from 'shared-ui/schemas';
import type { SmsSettings } from 'shared-ui/types';
import { settingsApi } from '../../api';
import { FieldGroup } from './FieldGroup';
import { settingsTexts as t } from '../../texts';

export function SmsSettingsForm({ saved }: { saved: SmsSettings }) {
  return (
    <EditableForm<SmsSettings>
      id="sms-settings"
      schema={smsSettingsUpdateSchema}
      saved={saved}
      onSave={settingsApi.saveSms}
      successTitle={t.smsSaved}
    >
      <FieldGroup title={t.groups.gateway}>
        <TextField name="host" label={L.host} required />
        <NumberField name="port" label={L.port} required />
        <SelectField name="operator" label={L.operator} options={OPERATORS} required />
      </FieldGroup>
      <FieldGroup title={t.groups.account}>
        <TextField name="user" label={L.user} required autoComplete="off" />
        {/* The API never sends the stored password back: empty here keeps it. */}
        <PasswordField
          name="password"
          label={L.password}
          extra={t.passwordHint}
          autoComplete="new-password"
        />
        <TextField name="phone" label={L.phone} type="tel" required />
      </FieldGroup>
    </EditableForm>
  );
}
