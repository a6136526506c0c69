/** The knowledge base form, shared by create and edit: a required name. */
import type { ReactNode } from 'react';
import { SchemaForm, TextField } from 'shared-ui';
import { knowledgeBaseSchema } from 'shared-ui/schemas';
import type { KnowledgeBaseInput } from 'shared-ui/types';
import { FormActions } from '../FormActions';
import { FormCard } from '../FormCard';
import { baseTexts } from '../../texts';
import { BASES_PATH } from '../../paths';

export interface BaseFormProps {
  initialValues: KnowledgeBaseInput;
  onSubmit: (values: KnowledgeBaseInput) => Promise<unknown>;
  /** Shown above the field (the edit page's question count). */
  children?: ReactNode;
}

export function BaseForm({ initialValues, onSubmit, children }: BaseFormProps) {
  return (
    <FormCard>
      {children}
      <SchemaForm<KnowledgeBaseInput>
        id="knowledge-base"
        schema={knowledgeBaseSchema}
        initialValues={initialValues}
        enableReinitialize
        onSubmit={(values) => onSubmit(values)}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="name"
              label={baseTexts.name}
              required
              placeholder={baseTexts.namePlaceholder}
              autoComplete="off"
            />
            <FormActions cancelTo={BASES_PATH} submitting={isSubmitting} />
          </>
        )}
      </SchemaForm>
    </FormCard>
  );
}
