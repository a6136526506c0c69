/** /base-de-conocimiento/gestion: a new base, created with no questions. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal } from 'shared-ui';
import type { KnowledgeBase } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import { baseTexts, common, crumbs } from '../../texts';
import { BaseForm } from './BaseForm';
import { BASES_PATH } from '../../paths';

const EMPTY = { name: '' };

export default function BaseCreate() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<KnowledgeBase | null>(null);
  // A new key empties the form for the next base.
  const [formKey, setFormKey] = useState(0);
  const startAnother = () => {
    setCreated(null);
    setFormKey((k) => k + 1);
  };

  return (
    <PageFrame
      title={baseTexts.createTitle}
      breadcrumb={[crumbs.home, { title: crumbs.area, to: BASES_PATH }, { title: common.create }]}
    >
      <BaseForm
        key={formKey}
        initialValues={EMPTY}
        onSubmit={async (values) => setCreated(await knowledgeApi.createBase(values))}
      />
      <ResultModal
        open={created !== null}
        title={baseTexts.created}
        subTitle={created?.name}
        onClose={startAnother}
        actions={[
          { label: common.toList, primary: true, onClick: () => navigate(BASES_PATH) },
          {
            label: baseTexts.addQuestions,
            onClick: () => navigate(`/preguntas-y-respuestas/gestion?base=${created?.id}`),
          },
          { label: baseTexts.createAnother, onClick: startAnother },
        ]}
      />
    </PageFrame>
  );
}
