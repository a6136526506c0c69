/** /preguntas-y-respuestas/gestion/:id: edit a question or move it to another base. */
import { EntityFormPage, useRouteRecord } from 'shared-ui';
import type { QuestionAnswer } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import { common, questionTexts } from '../../texts';
import { QUESTIONS_PATH } from '../../paths';
import { QuestionForm, questionCrumbs } from './QuestionForm';

/** The question; its base's name is read by the picker, which searches the bases as the user types. */
const load = async (id: number) => ({ question: await knowledgeApi.question(id) });

export default function QuestionEdit() {
  const { data, loading, error, setData } = useRouteRecord(load);
  const question = data?.question;

  return (
    <EntityFormPage<QuestionAnswer>
      mode="edit"
      title={questionTexts.editTitle}
      breadcrumb={questionCrumbs(common.edit)}
      loading={loading && !data}
      error={error}
      form={(saved) =>
        data &&
        question && (
          <QuestionForm
            initialValues={{
              question: question.question,
              answers: question.answers,
              listId: question.listId,
            }}
            onSubmit={async (payload) => {
              const updated = await knowledgeApi.updateQuestion(question.id, payload);
              setData({ ...data, question: updated });
              saved(updated);
            }}
          />
        )
      }
      result={{
        title: questionTexts.updated,
        subTitle: (updated) => questionTexts.savedIn(updated.namelist),
        actions: [
          { label: common.toList, primary: true, to: QUESTIONS_PATH },
          { label: common.keepEditing },
        ],
      }}
    />
  );
}
