/** The campaign form's sections, shared by the creation wizard (one per step) and the edit tab (all). */
import { Col, Form, Radio, Row, Typography } from 'antd';
import { useField, useFormikContext } from 'formik';
import { campaignTexts as t } from '../../texts';
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
const TYPE_HINTS: Record<number, string> = t.fields.typeHelp;
const LEVEL_OPTIONS = CAMPAIGN_LEVELS.map((l) => ({ value: l, label: `Nivel ${l}` }));

/** Inbound or Outbound; choosing Outbound clears the service level (inbound only). */
export function CampaignTypeField() {
  const [field, meta, helpers] = useField<CampaignValues['typecampaing']>('typecampaing');
  const { setFieldValue } = useFormikContext<CampaignValues>();
  const id = useFieldId('typecampaing');
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Form.Item
      label={<span id={`${id}-label`}>{t.fields.type}</span>}
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
          label={t.fields.name}
          required
          maxLength={LIMITS.campaignName}
          showCount
        />
      </Col>
      <Col xs={24} lg={12}>
        <SelectField
          name="objectives"
          label={t.fields.objectives}
          required
          options={options(OBJECTIVES)}
        />
      </Col>
      <Col span={24}>
        <TextAreaField
          name="description"
          label={t.fields.description}
          required
          rows={2}
          maxLength={LIMITS.campaignDescription}
          showCount
        />
      </Col>
      <Col xs={24} lg={12}>
        <SelectField
          name="actions"
          label={t.fields.actions}
          required
          mode="multiple"
          options={options(ACTIONS)}
        />
      </Col>
      <Col xs={24} lg={12}>
        <SelectField
          name="tags"
          label={t.fields.tags}
          required
          mode="tags"
          options={[]}
          placeholder={t.fields.tagsPlaceholder}
        />
      </Col>
      {values.typecampaing === 1 && (
        <Col xs={24} lg={12}>
          <SelectField name="nivel" label={t.fields.level} required options={LEVEL_OPTIONS} />
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
          <DateField name="initDate" label={t.fields.initDate} required />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <TimeField name="initHour" label={t.fields.initHour} required />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <DateField name="finalitationDate" label={t.fields.finalDate} required />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <TimeField name="finalitationHour" label={t.fields.finalHour} required />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            name="frecuence"
            label={t.fields.frequency}
            required
            options={options(FREQUENCIES)}
          />
        </Col>
      </Row>
      <ChannelQuantities />
    </>
  );
}
