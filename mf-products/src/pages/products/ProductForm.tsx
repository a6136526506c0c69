/** The one product form of create and edit: the fields of SPEC.md section 3 under the shared schema. */
import { Card, Col, Flex, Row } from 'antd';
import type { FormikHelpers } from 'formik';
import {
  DateField,
  MoneyField,
  NumberField,
  SchemaForm,
  SelectField,
  TextAreaField,
  TextField,
} from 'shared-ui';
import { CURRENCIES, PRODUCT_CATEGORIES, productSchema, TECHNOLOGIES } from 'shared-ui/schemas';
import type { Product } from 'shared-ui/types';
import type { ProductBody } from '../../api';
import { productFields as f, productSections, yesNo } from '../../texts';
import { SaveBar } from '../SaveBar';
import { ProductImages } from './ProductImages';
import { SubCategoryField } from './SubCategoryField';

/** The form's values: numbers stay '' until typed, so `required` fires instead of a type error. */
export type ProductValues = Omit<ProductBody, 'price' | 'inventary'> & {
  price: number | '';
  inventary: number | '';
};

export const emptyProduct: ProductValues = {
  name: '',
  description: '',
  category: '',
  sub_category: '',
  otherCategories: [],
  initDate: '',
  finalitationDate: '',
  currency: '',
  name_presentation: '',
  price: '',
  inventary: '',
  geographic: '',
  for_state: '',
  state: '',
  municipalities: '',
  urbanizations: '',
  images: [],
};

/** A stored product as form values (older records may only have the single photo). */
export const toValues = (p: Product): ProductValues => {
  const values = { ...emptyProduct };
  for (const key of Object.keys(emptyProduct) as (keyof ProductValues)[])
    Object.assign(values, { [key]: p[key] ?? emptyProduct[key] });
  values.images = p.images?.length ? p.images : p.image ? [p.image] : [];
  return values;
};

const technologies = TECHNOLOGIES.map((t) => ({ value: t, label: t }));
const currencies = CURRENCIES.map((c) => ({ value: c, label: c }));
const half = { xs: 24, md: 12 } as const;

export interface ProductFormProps {
  id: string;
  initialValues: ProductValues;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (body: ProductBody, helpers: FormikHelpers<ProductValues>) => Promise<unknown>;
}

export function ProductForm({
  id,
  initialValues,
  submitLabel,
  cancelTo,
  onSubmit,
}: ProductFormProps) {
  return (
    <SchemaForm<ProductValues>
      id={id}
      schema={productSchema}
      initialValues={initialValues}
      // SchemaForm submits what the schema casts: numbers are numbers by then.
      onSubmit={(values, helpers) => onSubmit(values as ProductBody, helpers)}
    >
      {({ isSubmitting }) => (
        <Flex vertical gap="middle">
          <Card title={productSections.general}>
            <Row gutter={16}>
              <Col {...half}>
                <TextField name="name" label={f.name} required />
              </Col>
              <Col {...half}>
                <TextField name="name_presentation" label={f.name_presentation} required />
              </Col>
              <Col xs={24}>
                <TextAreaField name="description" label={f.description} required rows={3} />
              </Col>
              <Col {...half}>
                <SelectField
                  name="category"
                  label={f.category}
                  options={PRODUCT_CATEGORIES}
                  required
                  searchable
                />
              </Col>
              <Col {...half}>
                <SubCategoryField />
              </Col>
              <Col xs={24}>
                <SelectField
                  name="otherCategories"
                  label={f.otherCategories}
                  options={technologies}
                  mode="multiple"
                  required
                />
              </Col>
            </Row>
          </Card>
          <Card title={productSections.commercial}>
            <Row gutter={16}>
              <Col {...half}>
                <DateField name="initDate" label={f.initDate} required />
              </Col>
              <Col {...half}>
                <DateField name="finalitationDate" label={f.finalitationDate} required />
              </Col>
              <Col xs={24} md={8}>
                <SelectField name="currency" label={f.currency} options={currencies} required />
              </Col>
              <Col xs={24} md={8}>
                <MoneyField name="price" label={f.price} required />
              </Col>
              <Col xs={24} md={8}>
                <NumberField name="inventary" label={f.inventary} min={0} step={1} required />
              </Col>
            </Row>
          </Card>
          <Card title={productSections.coverage}>
            <Row gutter={16}>
              <Col {...half}>
                <TextField name="geographic" label={f.geographic} required />
              </Col>
              <Col {...half}>
                <SelectField name="for_state" label={f.for_state} options={yesNo} required />
              </Col>
              <Col xs={24} md={8}>
                <TextField name="state" label={f.state} required />
              </Col>
              <Col xs={24} md={8}>
                <TextField name="municipalities" label={f.municipalities} required />
              </Col>
              <Col xs={24} md={8}>
                <TextField name="urbanizations" label={f.urbanizations} required />
              </Col>
            </Row>
          </Card>
          <Card title={productSections.images}>
            <ProductImages />
          </Card>
          <SaveBar cancelTo={cancelTo} submitLabel={submitLabel} submitting={isSubmitting} />
        </Flex>
      )}
    </SchemaForm>
  );
}
