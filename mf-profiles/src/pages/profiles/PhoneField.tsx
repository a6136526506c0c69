/** The mobile input of a profile: VE +58 prefix, at most 10 characters, the schema's one message. */
import { Form, Input, Space } from 'antd';
import { useField } from 'formik';
import { LIMITS, PHONE_COUNTRY } from 'shared-ui/schemas';
import { useFieldId } from 'shared-ui/forms';

export function PhoneField({
  name,
  label,
  extra,
}: {
  name: string;
  label: string;
  extra?: string;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useFieldId(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required
      extra={extra}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Space.Compact block>
        <Space.Addon>{PHONE_COUNTRY.dial}</Space.Addon>
        <Input
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={LIMITS.phoneDigits}
          value={field.value ?? ''}
          onChange={(e) => helpers.setValue(e.target.value, true)}
          onBlur={() => helpers.setTouched(true, true)}
          aria-invalid={!!error}
        />
      </Space.Compact>
    </Form.Item>
  );
}
