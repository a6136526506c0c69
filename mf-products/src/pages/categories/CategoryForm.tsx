/** The one category form of create and edit: name and parent category (only 'telecom' is offered). */
import { Card, Col, Flex, Row } from 'antd';
import type { FormikHelpers } from 'formik';
import { SchemaForm, SelectField, TextField } from 'shared-ui';
import { categorySchema, PRODUCT_CATEGORIES } from 'shared-ui/schemas';
import { CATEGORY_LIST_PATH } from '../../paths';
import type { CategoryBody } from '../../api';
import { list } from '../../texts';
import { SaveBar } from '../SaveBar';

export const emptyCategory: CategoryBody = { name: '', category: '' };

export interface CategoryFormProps {
  id: string;
  initialValues: CategoryBody;
  submitLabel: string;
  onSubmit: (body: CategoryBody, helpers: FormikHelpers<CategoryBody>) => Promise<unknown>;
}

export function CategoryForm({ id, initialValues, submitLabel, onSubmit }: CategoryFormProps) {
  return (
    <SchemaForm<CategoryBody>
      id={id}
      schema={categorySchema}
      initialValues={initialValues}
      onSubmit={(values, helpers) =>
        onSubmit({ name: values.name, category: values.category }, helpers)
      }
    >
      {({ isSubmitting }) => (
        <Flex vertical gap="middle">
          <Card>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <TextField name="name" label={list.name} required />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  name="category"
                  label={list.category}
                  options={PRODUCT_CATEGORIES}
                  required
                  searchable
                />
              </Col>
            </Row>
          </Card>
          <SaveBar
            cancelTo={CATEGORY_LIST_PATH}
            submitLabel={submitLabel}
            submitting={isSubmitting}
          />
        </Flex>
      )}
    </SchemaForm>
  );
}
