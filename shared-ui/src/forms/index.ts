/**
 * The lean form entry: formik + yup + antd fields, plus the result modal. The shell's build takes
 * antd per component here (transformImport), so the public pages use it without loading all of
 * antd; the main entry re-exports it by name.
 */
export {
  CheckboxField,
  DateField,
  MoneyField,
  NumberField,
  type Option,
  PasswordField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  TimeField,
} from './fields';
export { filterByLabel, searchable } from './searchable';
export {
  ServerSelect,
  ServerSelectField,
  type ServerSelectFieldProps,
  type ServerSelectProps,
} from './ServerSelect';
export {
  cachedRow,
  OPTIONS_DEBOUNCE_MS,
  OPTIONS_WINDOW,
  type OptionSource,
  useFirstOptions,
  useServerOptions,
} from './serverOptions';
export { applyFieldErrors, SchemaForm, type SchemaFormProps, useFieldId } from './SchemaForm';
export { type ResultAction, ResultModal, type ResultModalProps } from '../components/ResultModal';
export { focusFirstInvalid, useUnsavedChanges } from './unsaved';
export { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
export { normalizeDecimal, parseDecimal } from './decimal';
