/** /base-de-conocimiento/gestion: a new base, created with no questions. */
import { EntityFormPage } from 'shared-ui';
import type { KnowledgeBase } from 'shared-ui/types';
import { knowledgeApi } from '../../api';
import { baseTexts, common, crumbs } from '../../texts';
import { BaseForm } from './BaseForm';
import { BASES_PATH, newQuestionOfBase } from '../../paths';

const EMPTY = { name: '' };

export default function BaseCreate() {
  return (
    <EntityFormPage<KnowledgeBase>
      mode="create"
      title={baseTexts.createTitle}
      breadcrumb={[crumbs.home, { title: crumbs.area, to: BASES_PATH }, { title: common.create }]}
      form={(saved) => (
        <BaseForm
          initialValues={EMPTY}
          onSubmit={async (values) => saved(await knowledgeApi.createBase(values))}
        />
      )}
      result={{
        title: baseTexts.created,
        subTitle: (base) => base.name,
        actions: [
          { label: common.toList, primary: true, to: BASES_PATH },
          {
            label: baseTexts.addQuestions,
            to: (base) => newQuestionOfBase(base.id),
          },
          { label: baseTexts.createAnother },
        ],
      }}
    />
  );
}
