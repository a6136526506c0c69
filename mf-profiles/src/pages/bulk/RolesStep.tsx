/** Step 3: the roles every selected contact gets, and the required permission checkbox. */
import { Button, Flex, Typography } from 'antd';
import { CheckboxField, SchemaForm, SelectField } from 'shared-ui/forms';
import { bulkRolesSchema, ROLES } from 'shared-ui/schemas';
import { bulkTexts, fieldLabels } from '../../texts';

const roleOptions = ROLES.map((role) => ({ value: role, label: role }));

interface RolesValues {
  role: string[];
  permission: boolean;
}

export function RolesStep({
  count,
  roles,
  onBack,
  onSubmit,
}: {
  count: number;
  /** Roles picked before (the server sent the user back to the table). */
  roles: string[];
  onBack: () => void;
  onSubmit: (role: string[]) => Promise<void>;
}) {
  return (
    <SchemaForm<RolesValues>
      id="bulk-roles"
      schema={bulkRolesSchema}
      initialValues={{ role: roles, permission: false }}
      onSubmit={(values) => onSubmit(values.role)}
    >
      {(formik) => (
        <>
          <Typography.Paragraph>{bulkTexts.selected(count)}</Typography.Paragraph>
          <SelectField
            name="role"
            mode="multiple"
            label={fieldLabels.role}
            required
            options={roleOptions}
          />
          <CheckboxField name="permission" required>
            {bulkTexts.permission}
          </CheckboxField>
          <Flex justify="flex-end" gap="small">
            <Button onClick={onBack} disabled={false}>
              {bulkTexts.back}
            </Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {bulkTexts.create}
            </Button>
          </Flex>
        </>
      )}
    </SchemaForm>
  );
}
