/** /preguntas-y-respuestas/gestion: a new question, its base preselected when ?base= names one. */
import { useSearchParams } from 'react-router-dom';
import { EntityFormPage, useFirstOptions, useServerOptions } from 'shared-ui';
import type { QuestionAnswer } from 'shared-ui/types';
import { baseOptions, knowledgeApi } from '../../api';
import { common, questionTexts } from '../../texts';
import { QUESTIONS_PATH } from '../../paths';
import { QuestionForm, questionCrumbs } from './QuestionForm';

export default function QuestionCreate() {
  const [params] = useSearchParams();
  // The picker's first window (whether there is any base), and the base the URL names, if it exists.
  const bases = useFirstOptions(baseOptions);
  const wanted = Number(params.get('base')) || 0;
  const preset = useServerOptions({
    source: baseOptions,
    values: wanted ? [wanted] : [],
    search: '',
    open: false,
  });

  return (
    <EntityFormPage<QuestionAnswer>
      mode="create"
      title={questionTexts.createTitle}
      breadcrumb={questionCrumbs(common.create)}
      loading={bases.loading || preset.labelsLoading}
      error={bases.error}
      form={(saved, last) => {
        // The next question starts empty but stays in the base just used.
        const known = wanted && !preset.missing.includes(wanted) ? wanted : '';
        const listId = last?.listId ?? known;
        return (
          !bases.loading &&
          !preset.labelsLoading && (
            <QuestionForm
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
