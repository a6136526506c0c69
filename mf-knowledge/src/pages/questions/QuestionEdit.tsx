/** /preguntas-y-respuestas/gestion/:id: edit a question or move it to another base. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal, useIdParam, useResource } from 'shared-ui';
import { knowledgeApi } from '../../api';
import { common, crumbs, questionTexts } from '../../texts';
import { QUESTION_LIST, QuestionForm } from './QuestionForm';

const load = async (id: number | null) => {
  if (!id) throw new Error('invalid id');
  const [question, bases] = await Promise.all([knowledgeApi.question(id), knowledgeApi.bases()]);
  return { question, bases };
};

export default function QuestionEdit() {
  const id = useIdParam();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const { data, loading, error, setData } = useResource(() => load(id), [id]);
  const question = data?.question;

  return (
    <PageFrame
      title={questionTexts.editTitle}
      breadcrumb={[
        crumbs.home,
        { title: crumbs.area, to: '/base-de-conocimiento' },
        { title: questionTexts.listTitle, to: QUESTION_LIST },
        { title: common.edit },
      ]}
      loading={loading && !data}
      error={error}
    >
      {data && question && (
        <QuestionForm
          bases={data.bases}
          initialValues={{
            question: question.question,
            answers: question.answers,
            listId: question.listId,
          }}
          onSubmit={async (payload) => {
            const updated = await knowledgeApi.updateQuestion(question.id, payload);
            setData({ ...data, question: updated });
            setSaved(true);
          }}
        />
      )}
      <ResultModal
        open={saved}
        title={questionTexts.updated}
        subTitle={question && questionTexts.savedIn(question.namelist)}
        onClose={() => setSaved(false)}
        actions={[
          { label: common.toList, primary: true, onClick: () => navigate(QUESTION_LIST) },
          { label: common.keepEditing, onClick: () => setSaved(false) },
        ]}
      />
    </PageFrame>
  );
}
