/**
 * One association of a campaign (profiles, products, knowledge bases): pick from a list the API
 * searches as the user types, save with PATCH.
 */
import { Button, Flex, Result } from 'antd';
import type { AnyObjectSchema } from 'yup';
import {
  type OptionSource,
  PageLoader,
  SchemaForm,
  ServerSelectField,
  useFeedback,
  useFirstOptions,
} from 'shared-ui';
import type { Campaign } from 'shared-ui/types';
import { campaignsApi } from '../../api';
import { campaignTexts as t } from '../../texts';

export type AssociationField = 'profilesAssing' | 'products' | 'knowledgebases';

export interface AssociationFormProps<T> {
  campaign: Campaign;
  field: AssociationField;
  /** The visible label of the picker. */
  label: string;
  /** Where the picker searches (the saved picks' names are read by id). */
  source: OptionSource<T>;
  schema: AnyObjectSchema;
  successTitle: string;
  /** Shown when there is nothing to pick from. */
  emptyText: string;
  onSaved: (campaign: Campaign) => void;
}

export function AssociationForm<T>({
  campaign,
  field,
  label,
  source,
  schema,
  successTitle,
  emptyText,
  onSaved,
}: AssociationFormProps<T>) {
  const feedback = useFeedback();
  // The picker's first window: whether there is anything to pick at all (the empty text).
  const first = useFirstOptions(source);
  if (first.loading) return <PageLoader />;
  if (first.error)
    return (
      <Result
        status="warning"
        title={t.associations.loadFailed}
        extra={<Button onClick={first.retry}>{t.associations.retry}</Button>}
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
          <ServerSelectField
            name={field}
            label={label}
            mode="multiple"
            source={source}
            placeholder={first.empty ? emptyText : 'Seleccione'}
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
