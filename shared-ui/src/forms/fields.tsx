/** antd inputs bound to formik fields, each with a visible label tied to its input. */
// Per-component imports: the public pages (login) use these fields without loading all of antd.
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TimePicker from 'antd/es/time-picker';
import dayjs from 'dayjs';
import { useField } from 'formik';
import type { KeyboardEvent, ReactNode } from 'react';
import { labels } from '../texts';
import { normalizeDecimal } from './decimal';
import { useFieldId } from './SchemaForm';
import { searchable as searchableProps } from './searchable';

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  disabled?: boolean;
}

/** The Form.Item around a field: label, required mark, and the first error once touched. */
function FieldItem({
  name,
  label,
  required,
  extra,
  children,
}: BaseProps & { children: ReactNode }) {
  const [, meta] = useField(name);
  const id = useFieldId(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {children}
    </Form.Item>
  );
}

const useBinding = (name: string) => {
  const [field, meta, helpers] = useField(name);
  return {
    field,
    invalid: meta.touched && !!meta.error,
    id: useFieldId(name),
    set: (value: unknown) => helpers.setValue(value, true),
    touch: () => helpers.setTouched(true, true),
    markTouched: () => helpers.setTouched(true, false),
  };
};

export function TextField({
  type = 'text',
  placeholder,
  maxLength,
  showCount,
  autoComplete,
  ...base
}: BaseProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  placeholder?: string;
  maxLength?: number;
  showCount?: boolean;
  autoComplete?: string;
}) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base}>
      <Input
        id={b.id}
        name={base.name}
        type={type}
        value={b.field.value ?? ''}
        onChange={(e) => b.set(e.target.value)}
        onBlur={b.touch}
        placeholder={placeholder}
        maxLength={maxLength}
        showCount={showCount}
        autoComplete={autoComplete}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

export function PasswordField({
  autoComplete = 'current-password',
  ...base
}: BaseProps & { autoComplete?: string }) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base}>
      <Input.Password
        id={b.id}
        name={base.name}
        value={b.field.value ?? ''}
        onChange={(e) => b.set(e.target.value)}
        onBlur={b.touch}
        autoComplete={autoComplete}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

export function TextAreaField({
  rows = 4,
  maxLength,
  showCount,
  ...base
}: BaseProps & { rows?: number; maxLength?: number; showCount?: boolean }) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base}>
      <Input.TextArea
        id={b.id}
        name={base.name}
        rows={rows}
        value={b.field.value ?? ''}
        onChange={(e) => b.set(e.target.value)}
        onBlur={b.touch}
        maxLength={maxLength}
        showCount={showCount}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

export function NumberField({
  min,
  max,
  step,
  prefix,
  ...base
}: BaseProps & { min?: number; max?: number; step?: number; prefix?: ReactNode }) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base}>
      <InputNumber
        id={b.id}
        name={base.name}
        value={b.field.value === '' ? null : b.field.value}
        onChange={(v) => b.set(v ?? '')}
        onBlur={b.touch}
        min={min}
        max={max}
        step={step}
        prefix={prefix}
        style={{ width: '100%' }}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

/**
 * An amount of money: typed with a decimal comma ('12,50') or a dot, shown with a comma, two
 * decimals at most.
 */
export function MoneyField({
  min = 0,
  max,
  prefix,
  ...base
}: BaseProps & { min?: number; max?: number; prefix?: ReactNode }) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base}>
      <InputNumber<number>
        id={b.id}
        name={base.name}
        value={b.field.value === '' ? null : b.field.value}
        onChange={(v) => b.set(v ?? '')}
        onBlur={b.touch}
        min={min}
        max={max}
        step={0.01}
        precision={2}
        decimalSeparator=","
        parser={(text) => Number(normalizeDecimal(text ?? ''))}
        inputMode="decimal"
        prefix={prefix}
        style={{ width: '100%' }}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

export interface Option {
  value: string | number;
  label: ReactNode;
}

export function SelectField({
  options,
  mode,
  placeholder = 'Seleccione',
  loading,
  searchable,
  ...base
}: BaseProps & {
  options: readonly Option[];
  mode?: 'multiple' | 'tags';
  placeholder?: string;
  /** The options are on their way (loaded from the API): a spinner, and 'Cargando…' when open. */
  loading?: boolean;
  /** Options from data that grows: the user types to filter them (accents ignored). */
  searchable?: boolean;
}) {
  const b = useBinding(base.name);
  const empty = mode ? [] : undefined;
  return (
    <FieldItem {...base}>
      <Select
        id={b.id}
        mode={mode}
        value={b.field.value === '' || b.field.value == null ? empty : b.field.value}
        onChange={(v) => b.set(v)}
        onBlur={b.touch}
        options={options as Option[]}
        placeholder={placeholder}
        loading={loading}
        notFoundContent={loading ? labels.loading : undefined}
        aria-busy={loading || undefined}
        aria-invalid={b.invalid}
        disabled={base.disabled}
        allowClear={!!mode}
        // Multiple selects always search; both search what the user reads, accents ignored.
        showSearch={searchable || mode ? searchableProps.showSearch : false}
        tokenSeparators={mode === 'tags' ? [','] : undefined}
      />
    </FieldItem>
  );
}

/** Enter confirms a typed date or hour; without this it would also submit the whole form. */
const keepEnterInPicker = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** A calendar date held as 'YYYY-MM-DD'. */
export function DateField(base: BaseProps) {
  const b = useBinding(base.name);
  const value = b.field.value ? dayjs(b.field.value, 'YYYY-MM-DD') : null;
  return (
    <FieldItem {...base}>
      <DatePicker
        id={b.id}
        value={value?.isValid() ? value : null}
        format="DD/MM/YYYY"
        onChange={(d) => b.set(d ? d.format('YYYY-MM-DD') : '')}
        onBlur={b.touch}
        onKeyDown={keepEnterInPicker}
        style={{ width: '100%' }}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

/** A time of day held as 'HH:mm'. */
export function TimeField(base: BaseProps) {
  const b = useBinding(base.name);
  const value = b.field.value ? dayjs(b.field.value, 'HH:mm') : null;
  return (
    <FieldItem {...base}>
      <TimePicker
        id={b.id}
        value={value?.isValid() ? value : null}
        format="HH:mm"
        minuteStep={5}
        needConfirm={false}
        onChange={(d) => b.set(d ? d.format('HH:mm') : '')}
        onBlur={b.touch}
        onKeyDown={keepEnterInPicker}
        style={{ width: '100%' }}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}

export function CheckboxField({
  children,
  ...base
}: Omit<BaseProps, 'label'> & { label?: ReactNode; children: ReactNode }) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base} label={base.label}>
      <Checkbox
        id={b.id}
        checked={!!b.field.value}
        onChange={(e) => {
          // Touch without validating first: a validation of the old value would land last.
          void b.markTouched();
          b.set(e.target.checked);
        }}
        aria-invalid={b.invalid}
        disabled={base.disabled}
      >
        {children}
      </Checkbox>
    </FieldItem>
  );
}

export function SwitchField(base: BaseProps) {
  const b = useBinding(base.name);
  return (
    <FieldItem {...base}>
      <Switch
        id={b.id}
        checked={!!b.field.value}
        onChange={(checked) => b.set(checked)}
        aria-label={typeof base.label === 'string' ? base.label : undefined}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}
