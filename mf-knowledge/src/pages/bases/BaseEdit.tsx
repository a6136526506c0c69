/** /base-de-conocimiento/gestion/:id: rename a base; its question count is shown, not edited. */
import { Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal, useIdParam, useResource } from 'shared-ui';
import { knowledgeApi } from '../../api';
import { formCardStyles } from '../../components/FormCard';
import { baseTexts, common, crumbs } from '../../texts';
import { BaseForm } from './BaseForm';
import { BASES_PATH, questionsOfBase } from '../../paths';

export default function BaseEdit() {
  const id = useIdParam();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const {
    data: base,
    loading,
    error,
    setData,
  } = useResource(
    () => (id ? knowledgeApi.base(id) : Promise.reject(new Error('invalid id'))),
    [id],
  );

  return (
    <PageFrame
      title={baseTexts.editTitle}
      breadcrumb={[crumbs.home, { title: crumbs.area, to: BASES_PATH }, { title: common.edit }]}
      loading={loading && !base}
      error={error}
    >
      {base && (
        <BaseForm
          initialValues={{ name: base.name }}
          onSubmit={async (values) => {
            setData(await knowledgeApi.updateBase(base.id, values));
            setSaved(true);
          }}
        >
          <Typography.Paragraph className={formCardStyles.note}>
            {baseTexts.countOf(base.number)}{' '}
            <Link to={questionsOfBase(base.id)}>{baseTexts.seeQuestions}</Link>
          </Typography.Paragraph>
        </BaseForm>
      )}
      <ResultModal
        open={saved}
        title={baseTexts.updated}
        subTitle={base?.name}
        onClose={() => setSaved(false)}
        actions={[
          { label: common.toList, primary: true, onClick: () => navigate(BASES_PATH) },
          { label: common.keepEditing, onClick: () => setSaved(false) },
        ]}
      />
    </PageFrame>
  );
}
