/** The campaign form's sections, shared by the creation wizard (one per step) and the edit tab (all). */
import { Col, Form, Radio, Row, Typography } from 'antd';
import { useField, useFormikContext } from 'formik';
import {
  DateField,
  SelectField,
  TextAreaField,
  TextField,
  TimeField,
  useFieldId,
} from 'shared-ui/forms';
import {
  ACTIONS,
  CAMPAIGN_LEVELS,
  CAMPAIGN_TYPES,
  FREQUENCIES,
  LIMITS,
  OBJECTIVES,
} from 'shared-ui/schemas';
import type { CampaignValues } from './campaignValues';
import styles from './CampaignFields.module.css';
import { ChannelQuantities } from './ChannelQuantities';

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
const TYPE_HINTS: Record<number, string> = {
  1: 'Atiende las llamadas y mensajes que llegan de sus clientes.',
  2: 'Contacta a sus clientes con llamadas, SMS y correos salientes.',
};
const LEVEL_OPTIONS = CAMPAIGN_LEVELS.map((l) => ({ value: l, label: `Nivel ${l}` }));

/** Inbound or Outbound; choosing Outbound clears the service level (inbound only). */
export function CampaignTypeField() {
  const [field, meta, helpers] = useField<CampaignValues['typecampaing']>('typecampaing');
  const { setFieldValue } = useFormikContext<CampaignValues>();
  const id = useFieldId('typecampaing');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Form.Item
      label={<span id={`${id}-label`}>Tipo de campaña</span>}
      required
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      <Radio.Group
        id={id}
        aria-labelledby={`${id}-label`}
        className={styles.choices}
        value={field.value === '' ? undefined : field.value}
        onChange={(e) => {
          const type = Number(e.target.value);
          void helpers.setValue(type, true);
          if (type !== 1) void setFieldValue('nivel', null, false);
        }}
      >
        {CAMPAIGN_TYPES.map((t) => (
          <Radio key={t.value} value={t.value} className={styles.choice}>
            <span className={styles.choiceTitle}>{t.label}</span>
            <Typography.Text>{TYPE_HINTS[t.value]}</Typography.Text>
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}

/** Step 1: name, description, objective, actions, tags, and the level for inbound campaigns. */
export function CampaignDetailsFields() {
  const { values } = useFormikContext<CampaignValues>();
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <TextField
          name="name"
          label="Nombre de la campaña"
          required
          maxLength={LIMITS.campaignName}
          showCount
        />
      </Col>
      <Col xs={24} lg={12}>
        <SelectField name="objectives" label="Objetivo" required options={options(OBJECTIVES)} />
      </Col>
      <Col span={24}>
        <TextAreaField
          name="description"
          label="Descripción"
          required
          rows={2}
          maxLength={LIMITS.campaignDescription}
          showCount
        />
      </Col>
      <Col xs={24} lg={12}>
        <SelectField
          name="actions"
          label="Acciones"
          required
          mode="multiple"
          options={options(ACTIONS)}
        />
      </Col>
      <Col xs={24} lg={12}>
        <SelectField
          name="tags"
          label="Tags o etiquetas"
          required
          mode="tags"
          options={[]}
          placeholder="Escriba y pulse Enter"
        />
      </Col>
      {values.typecampaing === 1 && (
        <Col xs={24} lg={12}>
          <SelectField name="nivel" label="Nivel de servicio" required options={LEVEL_OPTIONS} />
        </Col>
      )}
    </Row>
  );
}

/** Step 2: start and end, frequency, and the quantity of each channel. */
export function CampaignScheduleFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={6}>
          <DateField name="initDate" label="Fecha de inicio" required />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <TimeField name="initHour" label="Hora de inicio" required />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <DateField name="finalitationDate" label="Fecha de finalización" required />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <TimeField name="finalitationHour" label="Hora de finalización" required />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            name="frecuence"
            label="Frecuencia"
            required
            options={options(FREQUENCIES)}
          />
        </Col>
      </Row>
      <ChannelQuantities />
    </>
  );
}
