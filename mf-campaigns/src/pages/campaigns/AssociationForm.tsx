/** One association of a campaign (profiles, products, knowledge bases): pick from a list, save with PATCH. */
import { Button, Flex, Result } from 'antd';
import type { AnyObjectSchema } from 'yup';
import {
  type Option,
  PageLoader,
  SchemaForm,
  SelectField,
  useFeedback,
  useResource,
} from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignTexts as t } from '../../texts';

export type AssociationField = 'profilesAssing' | 'products' | 'knowledgebases';

export interface AssociationFormProps {
  campaign: Campaign;
  field: AssociationField;
  /** The visible label of the picker. */
  label: string;
  loadOptions: () => Promise<Option[]>;
  schema: AnyObjectSchema;
  successTitle: string;
  /** Shown when there is nothing to pick from. */
  emptyText: string;
  onSaved: (campaign: Campaign) => void;
}

export function AssociationForm({
  campaign,
  field,
  label,
  loadOptions,
  schema,
  successTitle,
  emptyText,
  onSaved,
}: AssociationFormProps) {
  const feedback = useFeedback();
  const options = useResource(loadOptions, []);
  if (options.loading && !options.data) return <PageLoader />;
  if (options.error)
    return (
      <Result
        status="warning"
        title={t.associations.loadFailed}
        extra={<Button onClick={() => void options.reload()}>{t.associations.retry}</Button>}
      />
    );

  return (
    <SchemaForm<Record<AssociationField, number[]>>
      id={`campaign-${field}`}
      schema={schema}
      initialValues={{ [field]: campaign[field] ?? [] } as Record<AssociationField, number[]>}
      enableReinitialize
      onSubmit={async (values) => {
        // PATCH sends only this association: the rest of the campaign is left as it is.
        const saved = await campaignsApi.patch(campaign.id, { [field]: values[field] });
        onSaved(saved);
        void feedback.success(successTitle);
      }}
    >
      {(formik) => (
        <>
          <SelectField
            name={field}
            label={label}
            mode="multiple"
            searchable
            options={options.data ?? []}
            placeholder={(options.data ?? []).length === 0 ? emptyText : 'Seleccione'}
          />
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Guardar
            </Button>
          </Flex>
        </>
      )}
    </SchemaForm>
  );
}
