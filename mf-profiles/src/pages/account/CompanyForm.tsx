/** Company data tab: required identity and contact fields, optional web page and social links. */
import { Col } from 'antd';
import { EditableForm } from 'shared-ui';
import { SelectField, TextAreaField } from 'shared-ui/forms';
import { COMPANY_LABELS, COMPANY_SIZES, companySchema, LIMITS } from 'shared-ui/schemas';
import type { Company } from 'shared-ui/types';
import { accountApi } from '../../api';
import { accountTexts } from '../../texts';
import { FieldGrid } from './FieldGrid';

const sizeOptions = COMPANY_SIZES.map((size) => ({ value: size, label: size }));

export function CompanyForm({ company }: { company: Company }) {
  return (
    <EditableForm<Company>
      permission="account.edit"
      id="company"
      title={accountTexts.company}
      schema={companySchema}
      saved={company}
      onSave={accountApi.saveCompany}
      successTitle={accountTexts.companySaved}
    >
      <FieldGrid
        names={[
          'razon_social',
          'rif',
          'country',
          'city',
          'sector',
          'servicio',
          'products',
          'email',
          'movil_org',
          'phone_org',
        ]}
        labels={COMPANY_LABELS}
        types={{ email: 'email', movil_org: 'tel', phone_org: 'tel' }}
      >
        <Col xs={24} lg={12}>
          <SelectField
            name="size_org"
            label={COMPANY_LABELS.size_org}
            required
            options={sizeOptions}
          />
        </Col>
        <Col xs={24}>
          <TextAreaField
            name="address"
            label={COMPANY_LABELS.address}
            required
            rows={2}
            maxLength={LIMITS.longText}
          />
        </Col>
      </FieldGrid>
      <FieldGrid
        names={['page_web', 'facebook', 'instagram', 'linkedin', 'twitter']}
        labels={COMPANY_LABELS}
        optional={['page_web', 'facebook', 'instagram', 'linkedin', 'twitter']}
        types={{
          page_web: 'url',
          facebook: 'url',
          instagram: 'url',
          linkedin: 'url',
          twitter: 'url',
        }}
      />
    </EditableForm>
  );
}
