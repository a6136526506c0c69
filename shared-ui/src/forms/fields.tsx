/** antd inputs bound to formik fields, each with a visible label tied to its input. */
// Named imports: the shell's build turns them into per-component ones (transformImport), so the
// public pages (login) use these fields without loading all of antd; a remote gets the shared antd.
import { Checkbox, DatePicker, Form, Input, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useField } from 'formik';
import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { labels } from 'shared-ui/texts';
import { normalizeDecimal } from './decimal';
import { useFieldId } from './SchemaForm';
import { searchable as searchableProps } from './searchable';

export interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  disabled?: boolean;
}

/** The Form.Item around a field: label, required mark, and the first error once touched. */
export function FieldItem({
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

const FULL_WIDTH = { width: '100%' };

/** A formik field bound for an antd input: the props to spread on it, by kind of input. */
export const useBinding = ({ name, disabled }: Pick<BaseProps, 'name' | 'disabled'>) => {
  const [field, meta, helpers] = useField(name);
  const id = useFieldId(name);
  const set = (value: unknown) => helpers.setValue(value, true);
  const touch = () => helpers.setTouched(true, true);
  /** Every input: the id its label points at, the invalid state, disabled. */
  const control = { id, 'aria-invalid': meta.touched && !!meta.error, disabled };
  return {
    field,
    set,
    touch,
    markTouched: () => helpers.setTouched(true, false),
    control,
    /** Text inputs and text areas: '' stands for empty. */
    text: {
      ...control,
      name,
      value: field.value ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(e.target.value),
      onBlur: touch,
    },
    /** Number inputs: '' in the form is an empty input, and clearing the input gives ''. */
    number: {
      ...control,
      name,
      value: field.value === '' ? null : field.value,
      onChange: (value: unknown) => set(value ?? ''),
      onBlur: touch,
      style: FULL_WIDTH,
    },
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
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <Input
        {...b.text}
        type={type}
        placeholder={placeholder}
        maxLength={maxLength}
        showCount={showCount}
        autoComplete={autoComplete}
      />
    </FieldItem>
  );
}

export function PasswordField({
  autoComplete = 'current-password',
  ...base
}: BaseProps & { autoComplete?: string }) {
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <Input.Password {...b.text} autoComplete={autoComplete} />
    </FieldItem>
  );
}

export function TextAreaField({
  rows = 4,
  maxLength,
  showCount,
  ...base
}: BaseProps & { rows?: number; maxLength?: number; showCount?: boolean }) {
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <Input.TextArea {...b.text} rows={rows} maxLength={maxLength} showCount={showCount} />
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
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <InputNumber {...b.number} min={min} max={max} step={step} prefix={prefix} />
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
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <InputNumber<number>
        {...b.number}
        min={min}
        max={max}
        step={0.01}
        precision={2}
        decimalSeparator=","
        parser={(text) => Number(normalizeDecimal(text ?? ''))}
        inputMode="decimal"
        prefix={prefix}
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
  const b = useBinding(base);
  const empty = mode ? [] : undefined;
  return (
    <FieldItem {...base}>
      <Select
        {...b.control}
        mode={mode}
        value={b.field.value === '' || b.field.value == null ? empty : b.field.value}
        onChange={(v) => b.set(v)}
        onBlur={b.touch}
        options={options as Option[]}
        placeholder={placeholder}
        loading={loading}
        notFoundContent={loading ? labels.loading : undefined}
        aria-busy={loading || undefined}
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
  const b = useBinding(base);
  const value = b.field.value ? dayjs(b.field.value, 'YYYY-MM-DD') : null;
  return (
    <FieldItem {...base}>
      <DatePicker
        {...b.control}
        value={value?.isValid() ? value : null}
        format="DD/MM/YYYY"
        onChange={(d) => b.set(d ? d.format('YYYY-MM-DD') : '')}
        onBlur={b.touch}
        onKeyDown={keepEnterInPicker}
        style={FULL_WIDTH}
      />
    </FieldItem>
  );
}

/** A time of day held as 'HH:mm'. */
export function TimeField(base: BaseProps) {
  const b = useBinding(base);
  const value = b.field.value ? dayjs(b.field.value, 'HH:mm') : null;
  return (
    <FieldItem {...base}>
      <TimePicker
        {...b.control}
        value={value?.isValid() ? value : null}
        format="HH:mm"
        minuteStep={5}
        needConfirm={false}
        onChange={(d) => b.set(d ? d.format('HH:mm') : '')}
        onBlur={b.touch}
        onKeyDown={keepEnterInPicker}
        style={FULL_WIDTH}
      />
    </FieldItem>
  );
}

export function CheckboxField({
  children,
  ...base
}: Omit<BaseProps, 'label'> & { label?: ReactNode; children: ReactNode }) {
  const b = useBinding(base);
  return (
    <FieldItem {...base} label={base.label}>
      <Checkbox
        {...b.control}
        checked={!!b.field.value}
        onChange={(e) => {
          // Touch without validating first: a validation of the old value would land last.
          void b.markTouched();
          b.set(e.target.checked);
        }}
      >
        {children}
      </Checkbox>
    </FieldItem>
  );
}

export function SwitchField(base: BaseProps) {
  const b = useBinding(base);
  return (
    <FieldItem {...base}>
      <Switch
        id={b.control.id}
        checked={!!b.field.value}
        onChange={(checked) => b.set(checked)}
        aria-label={typeof base.label === 'string' ? base.label : undefined}
        disabled={base.disabled}
      />
    </FieldItem>
  );
}
