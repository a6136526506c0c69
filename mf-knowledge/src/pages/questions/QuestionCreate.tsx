/** /preguntas-y-respuestas/gestion: a new question, its base preselected when ?base= names one. */
import { useSearchParams } from 'react-router-dom';
import { EntityFormPage, useResource } from 'shared-ui';
import type { QuestionAnswer } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import { common, questionTexts } from '../../texts';
import { QUESTIONS_PATH } from '../../paths';
import { QuestionForm, questionCrumbs } from './QuestionForm';

export default function QuestionCreate() {
  const [params] = useSearchParams();
  const { data: bases, loading, error } = useResource(knowledgeApi.bases);

  return (
    <EntityFormPage<QuestionAnswer>
      mode="create"
      title={questionTexts.createTitle}
      breadcrumb={questionCrumbs(common.create)}
      loading={loading && !bases}
      error={error}
      form={(saved, last) => {
        // The next question starts empty but stays in the base just used.
        const wanted = last?.listId ?? (Number(params.get('base')) || 0);
        const listId = bases?.some((b) => b.id === wanted) ? wanted : '';
        return (
          bases && (
            <QuestionForm
              bases={bases}
              initialValues={{ question: '', answers: '', listId }}
              onSubmit={async (payload) => saved(await knowledgeApi.createQuestion(payload))}
            />
          )
        );
      }}
      result={{
        title: questionTexts.created,
        subTitle: (question) => questionTexts.savedIn(question.namelist),
        actions: [
          { label: common.toList, primary: true, to: QUESTIONS_PATH },
          { label: questionTexts.createAnother },
        ],
      }}
    />
  );
}
