/** Company representative tab: every field required, age 18 to 22, gender female or male. */
import { Col } from 'antd';
import { EditableForm } from 'shared-ui';
import { SelectField, TextAreaField } from 'shared-ui/forms';
import {
  GENDERS,
  LIMITS,
  REPRESENTATIVE_AGES,
  REPRESENTATIVE_LABELS,
  representativeSchema,
} from 'shared-ui/schemas';
import type { Representative } from 'shared-ui/types';
import { accountApi } from '../../api';
import { accountTexts } from '../../texts';
import { FieldGrid } from './FieldGrid';

const ageOptions = REPRESENTATIVE_AGES.map((age) => ({ value: age, label: `${age} años` }));
const L = REPRESENTATIVE_LABELS;

export function RepresentativeForm({ representative }: { representative: Representative }) {
  return (
    <EditableForm<Representative>
      permission="account.edit"
      id="representative"
      title={accountTexts.representative}
      schema={representativeSchema}
      saved={representative}
      onSave={accountApi.saveRepresentative}
      successTitle={accountTexts.representativeSaved}
    >
      <FieldGrid names={['name', 'lastName']} labels={L}>
        <Col xs={24} lg={12}>
          <SelectField name="age" label={L.age} required options={ageOptions} />
        </Col>
        <Col xs={24} lg={12}>
          <SelectField name="gender" label={L.gender} required options={GENDERS} />
        </Col>
      </FieldGrid>
      <FieldGrid
        names={[
          'email_personal',
          'mobile',
          'country',
          'city',
          'cargo',
          'grupo_trabajo',
          'email_empresa',
          'movil_empresa',
        ]}
        labels={L}
        types={{
          email_personal: 'email',
          email_empresa: 'email',
          mobile: 'tel',
          movil_empresa: 'tel',
        }}
      >
        <Col xs={24}>
          <TextAreaField
            name="direction"
            label={L.direction}
            required
            rows={2}
            maxLength={LIMITS.longText}
          />
        </Col>
      </FieldGrid>
    </EditableForm>
  );
}
