/** One tab of /configuracion: its field groups, read-only until edited, saved on their own. */
import {
  CheckboxField,
  EditableForm,
  NumberField,
  type Option,
  PasswordField,
  SelectField,
  TextField,
} from 'shared-ui';
import type { Settings } from 'shared-ui/types';
import type { AnyObjectSchema, SchemaDescription } from 'yup';
import { FieldGroup } from './FieldGroup';

/** A field as data: its label comes from the tab's labels, its required mark from the schema. */
export type SettingsField<K extends string> =
  | { kind: 'text'; name: K; type?: 'tel'; autoComplete?: string }
  | { kind: 'number'; name: K }
  | { kind: 'select'; name: K; options: readonly Option[] }
  | { kind: 'checkbox'; name: K }
  /** Write-only: the API never sends the stored one back, so the field starts empty and empty keeps it. */
  | { kind: 'password'; name: K; hint: string };

export interface SettingsTab<V extends object> {
  /** The tab's key in the URL (`?tab=sms`); the first tab has none. */
  key: string;
  label: string;
  /** Prefix of the field ids, unique on the page. */
  formId: string;
  schema: AnyObjectSchema;
  labels: Record<keyof V & string, string>;
  /** The tab's values in the settings record. */
  of: (settings: Settings) => V;
  /** Saves the tab's fields only; resolves with what the server kept. */
  save: (values: V) => Promise<V>;
  savedTitle: string;
  /** Titled blocks of fields; `spans` as in FieldGroup. */
  groups: readonly {
    title: string;
    spans?: readonly number[];
    fields: readonly SettingsField<keyof V & string>[];
  }[];
}

const isRequired = (schema: AnyObjectSchema, name: string) =>
  (schema.describe().fields[name] as SchemaDescription | undefined)?.optional === false;

function FieldOf<K extends string>({
  field,
  label,
  required,
}: {
  field: SettingsField<K>;
  label: string;
  required: boolean;
}) {
  const { name } = field;
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          name={name}
          label={label}
          required={required}
          type={field.type}
          autoComplete={field.autoComplete}
        />
      );
    case 'number':
      return <NumberField name={name} label={label} required={required} />;
    case 'select':
      return <SelectField name={name} label={label} options={field.options} required={required} />;
    case 'checkbox':
      return <CheckboxField name={name}>{label}</CheckboxField>;
    case 'password':
      return (
        <PasswordField
          name={name}
          label={label}
          required={required}
          extra={field.hint}
          autoComplete="new-password"
        />
      );
  }
}

export function SettingsTabForm<V extends object>({
  tab,
  settings,
}: {
  tab: SettingsTab<V>;
  settings: Settings;
}) {
  return (
    <EditableForm<V>
      id={tab.formId}
      schema={tab.schema}
      saved={tab.of(settings)}
      onSave={tab.save}
      successTitle={tab.savedTitle}
    >
      {tab.groups.map((group) => (
        <FieldGroup key={group.title} title={group.title} spans={group.spans}>
          {group.fields.map((field) => (
            <FieldOf
              key={field.name}
              field={field}
              label={tab.labels[field.name]}
              required={isRequired(tab.schema, field.name)}
            />
          ))}
        </FieldGroup>
      ))}
    </EditableForm>
  );
}
