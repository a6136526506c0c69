/** /preguntas-y-respuestas/gestion: a new question, its base preselected when ?base= names one. */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame, ResultModal, useResource } from 'shared-ui';
import type { QuestionAnswer } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import { common, crumbs, questionTexts } from '../../texts';
import { QUESTION_LIST, QuestionForm } from './QuestionForm';

export default function QuestionCreate() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: bases, loading, error } = useResource(knowledgeApi.bases);
  const [created, setCreated] = useState<QuestionAnswer | null>(null);
  // The next question starts empty but stays in the base just used.
  const [next, setNext] = useState({ key: 0, listId: Number(params.get('base')) || 0 });
  const listId = bases?.some((b) => b.id === next.listId) ? next.listId : '';
  const startAnother = () => {
    setNext((n) => ({ key: n.key + 1, listId: created?.listId ?? n.listId }));
    setCreated(null);
  };

  return (
    <PageFrame
      title={questionTexts.createTitle}
      breadcrumb={[
        crumbs.home,
        { title: crumbs.area, to: '/base-de-conocimiento' },
        { title: questionTexts.listTitle, to: QUESTION_LIST },
        { title: common.create },
      ]}
      loading={loading && !bases}
      error={error}
    >
      {bases && (
        <QuestionForm
          key={next.key}
          bases={bases}
          initialValues={{ question: '', answers: '', listId }}
          onSubmit={async (payload) => setCreated(await knowledgeApi.createQuestion(payload))}
        />
      )}
      <ResultModal
        open={created !== null}
        title={questionTexts.created}
        subTitle={created && questionTexts.savedIn(created.namelist)}
        onClose={startAnother}
        actions={[
          { label: common.toList, primary: true, onClick: () => navigate(QUESTION_LIST) },
          { label: questionTexts.createAnother, onClick: startAnother },
        ]}
      />
    </PageFrame>
  );
}
