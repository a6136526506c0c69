/** The one category form of create and edit: name and parent category (only 'telecom' is offered). */
import { Button, Card, Col, Flex, Row } from 'antd';
import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { SchemaForm, SelectField, TextField } from 'shared-ui';
import { categorySchema, PRODUCT_CATEGORIES } from 'shared-ui/schemas';
import { CATEGORY_LIST_PATH } from '../../paths';
import type { CategoryBody } from '../../api';
import { list } from '../../texts';
import styles from '../pages.module.css';

export const emptyCategory: CategoryBody = { name: '', category: '' };

export interface CategoryFormProps {
  id: string;
  initialValues: CategoryBody;
  submitLabel: string;
  onSubmit: (body: CategoryBody, helpers: FormikHelpers<CategoryBody>) => Promise<unknown>;
}

export function CategoryForm({ id, initialValues, submitLabel, onSubmit }: CategoryFormProps) {
  const navigate = useNavigate();
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
          <Flex gap="small" justify="flex-end" className={styles.formActions}>
            <Button onClick={() => navigate(CATEGORY_LIST_PATH)}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Flex>
        </Flex>
      )}
    </SchemaForm>
  );
}
