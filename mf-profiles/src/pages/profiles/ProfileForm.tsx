/** The one profile form, shared by create and edit: contact fields, roles and the campaign. */
import { Button, Card, Col, Flex, Row } from 'antd';
import type { FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { SchemaForm, SelectField, TextField } from 'shared-ui/forms';
import { profileSchema, ROLES, texts } from 'shared-ui/schemas';
import type { ProfileInput } from 'shared-ui/types';
import { fieldLabels, profileTexts } from '../../texts';
import { PhoneField } from './PhoneField';

const roleOptions = ROLES.map((role) => ({ value: role, label: role }));

export const toInput = ({
  name,
  lastName,
  email,
  phone,
  role,
  campain,
}: ProfileInput): ProfileInput => ({
  name,
  lastName,
  email,
  phone,
  role,
  campain,
});

export interface ProfileFormProps {
  id: string;
  initialValues: ProfileInput;
  submitLabel: string;
  onSubmit: (values: ProfileInput, helpers: FormikHelpers<ProfileInput>) => Promise<unknown>;
  /** Buttons beside submit (the edit page's delete). */
  actions?: ReactNode;
  /** Help under the read-only campaign field. */
  campaignHint?: string;
}

export function ProfileForm({
  id,
  initialValues,
  submitLabel,
  onSubmit,
  actions,
  campaignHint,
}: ProfileFormProps) {
  return (
    <Card>
      <SchemaForm<ProfileInput>
        id={id}
        schema={profileSchema}
        initialValues={initialValues}
        onSubmit={onSubmit}
      >
        {(formik) => (
          <>
            <Row gutter={24}>
              <Col xs={24} lg={12}>
                <TextField
                  name="name"
                  label={fieldLabels.name}
                  required
                  autoComplete="given-name"
                />
              </Col>
              <Col xs={24} lg={12}>
                <TextField
                  name="lastName"
                  label={fieldLabels.lastName}
                  required
                  autoComplete="family-name"
                />
              </Col>
              <Col xs={24} lg={12}>
                <TextField
                  name="email"
                  type="email"
                  label={fieldLabels.email}
                  required
                  autoComplete="email"
                />
              </Col>
              <Col xs={24} lg={12}>
                <PhoneField name="phone" label={fieldLabels.phone} extra={profileTexts.phoneHint} />
              </Col>
              <Col xs={24} lg={12}>
                <SelectField
                  name="role"
                  mode="multiple"
                  label={fieldLabels.role}
                  required
                  options={roleOptions}
                />
              </Col>
              <Col xs={24} lg={12}>
                {/* SPEC.md: the form sets the campaign itself (fixed on create); it is shown, not chosen. */}
                <TextField
                  name="campain"
                  label={fieldLabels.campain}
                  placeholder={texts.labels.unassigned}
                  extra={campaignHint}
                  disabled
                />
              </Col>
            </Row>
            <Flex gap="small" justify="flex-end" wrap>
              {actions}
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                {submitLabel}
              </Button>
            </Flex>
          </>
        )}
      </SchemaForm>
    </Card>
  );
}
