/** /base-de-conocimiento/gestion/:id: rename a base; its question count is shown, not edited. */
import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { EntityFormPage, useRouteRecord } from 'shared-ui';
import type { KnowledgeBase } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import { formCardStyles } from '../FormCard';
import { baseTexts, common, crumbs } from '../../texts';
import { BaseForm } from './BaseForm';
import { BASES_PATH, questionsOfBase } from '../../paths';

export default function BaseEdit() {
  const { data: base, loading, error, setData } = useRouteRecord(knowledgeApi.base);

  return (
    <EntityFormPage<KnowledgeBase>
      mode="edit"
      title={baseTexts.editTitle}
      breadcrumb={[crumbs.home, { title: crumbs.area, to: BASES_PATH }, { title: common.edit }]}
      loading={loading && !base}
      error={error}
      form={(saved) =>
        base && (
          <BaseForm
            initialValues={{ name: base.name }}
            onSubmit={async (values) => {
              const updated = await knowledgeApi.updateBase(base.id, values);
              setData(updated);
              saved(updated);
            }}
          >
            <Typography.Paragraph className={formCardStyles.note}>
              {baseTexts.countOf(base.number)}{' '}
              <Link to={questionsOfBase(base.id)}>{baseTexts.seeQuestions}</Link>
            </Typography.Paragraph>
          </BaseForm>
        )
      }
      result={{
        title: baseTexts.updated,
        subTitle: (updated) => updated.name,
        actions: [
          { label: common.toList, primary: true, to: BASES_PATH },
          { label: common.keepEditing },
        ],
      }}
    />
  );
}
