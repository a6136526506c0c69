/** Per-channel quantities: a switch enables the channel's slider; switching it off sets the channel to null. */
import { InputNumber, Slider, Switch, Typography } from 'antd';
import { useField } from 'formik';
import { useFieldId } from 'shared-ui/forms';
import { CHANNELS } from 'shared-ui/schemas';
import styles from './ChannelQuantities.module.css';

type Channel = (typeof CHANNELS)[number];

function ChannelQuantity({ channel, disabled }: { channel: Channel; disabled?: boolean }) {
  const [field, meta, helpers] = useField<number | null>(channel.field);
  const id = useFieldId(channel.field);
  const on = field.value != null;
  const set = (value: number | null) => {
    void helpers.setValue(value, true);
    void helpers.setTouched(true, false);
  };
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;

  return (
    <div className={styles.row} data-channel={channel.field}>
      <label className={styles.name} htmlFor={`${id}-on`}>
        <Switch
          id={`${id}-on`}
          checked={on}
          disabled={disabled}
          onChange={(checked) => set(checked ? 0 : null)}
        />
        <span>
          {channel.label}{' '}
          <Typography.Text type="secondary">
            (máx. {channel.max.toLocaleString('es-ES')})
          </Typography.Text>
        </span>
      </label>
      <Slider
        min={0}
        max={channel.max}
        value={field.value ?? 0}
        disabled={disabled || !on}
        onChange={(v) => set(v)}
        ariaLabelForHandle={`Deslizador de ${channel.label}`}
      />
      <InputNumber
        id={id}
        min={0}
        max={channel.max}
        precision={0}
        value={field.value}
        disabled={disabled || !on}
        onChange={(v) => set(v ?? 0)}
        aria-label={`Cantidad de ${channel.label}`}
        aria-invalid={!!error}
      />
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The six channels of SPEC.md section 9 with their maxima. */
export function ChannelQuantities({ disabled }: { disabled?: boolean }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Cantidades por canal</legend>
      {CHANNELS.map((c) => (
        <ChannelQuantity key={c.field} channel={c} disabled={disabled} />
      ))}
    </fieldset>
  );
}
