/** The question-and-answer form, shared by create and edit: question, a capped answer and its base. */
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  cachedRow,
  type Crumb,
  SchemaForm,
  ServerSelectField,
  TextAreaField,
  useFirstOptions,
} from 'shared-ui';
import { LIMITS, questionSchema } from 'shared-ui/schemas';
import type { QuestionInput } from 'shared-ui/types';
import { baseOptions, type QuestionPayload } from '../../api';
import { FormActions } from '../FormActions';
import { FormCard, formCardStyles } from '../FormCard';
import { BASES_PATH, QUESTIONS_PATH } from '../../paths';
import { baseTexts, crumbs, questionTexts } from '../../texts';

/** The breadcrumb of the create and edit pages, ending in `last`. */
export const questionCrumbs = (last: string): Crumb[] => [
  crumbs.home,
  { title: crumbs.area, to: BASES_PATH },
  { title: questionTexts.listTitle, to: QUESTIONS_PATH },
  { title: last },
];

/** Form values: the base is unset ('') until one is chosen. */
export type QuestionValues = Omit<QuestionInput, 'listId'> & { listId: number | '' };

export interface QuestionFormProps {
  initialValues: QuestionValues;
  onSubmit: (payload: QuestionPayload) => Promise<unknown>;
}

export function QuestionForm({ initialValues, onSubmit }: QuestionFormProps) {
  const navigate = useNavigate();
  // The picker's first window (the page waited for it): no base at all asks to create one.
  const bases = useFirstOptions(baseOptions);
  return (
    <FormCard>
      {bases.empty && (
        <Alert
          className={formCardStyles.note}
          type="warning"
          showIcon
          title={questionTexts.noBases}
          action={
            <Button size="small" onClick={() => navigate('/base-de-conocimiento/gestion')}>
              {baseTexts.create}
            </Button>
          }
        />
      )}
      <SchemaForm<QuestionValues>
        id="question"
        schema={questionSchema}
        initialValues={initialValues}
        enableReinitialize
        onSubmit={(values) => {
          const listId = Number(values.listId);
          // The chosen base is among the picker's answers (the API sets the name anyway).
          const namelist = cachedRow(baseOptions, listId)?.name ?? '';
          return onSubmit({ ...values, listId, namelist });
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextAreaField name="question" label={questionTexts.question} required rows={2} />
            <TextAreaField
              name="answers"
              label={questionTexts.answer}
              required
              rows={3}
              maxLength={LIMITS.answer}
              showCount
              extra={questionTexts.answerHint(LIMITS.answer)}
            />
            <ServerSelectField
              name="listId"
              label={questionTexts.base}
              required
              source={baseOptions}
            />
            <FormActions cancelTo={QUESTIONS_PATH} submitting={isSubmitting} />
          </>
        )}
      </SchemaForm>
    </FormCard>
  );
}
