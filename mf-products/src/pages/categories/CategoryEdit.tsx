/** /productos/categorias/editar/{id}: the stored category in the shared form; a bad id shows the error page. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal, useIdParam, useResource } from 'shared-ui';
import { CATEGORY_LIST_PATH, PRODUCT_LIST_PATH } from '../../paths';
import { categoriesApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { CategoryForm } from './CategoryForm';

export default function CategoryEdit() {
  const id = useIdParam();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const category = useResource(
    () => (id ? categoriesApi.get(id) : Promise.reject(new Error('invalid id'))),
    [id],
  );
  const initialValues = useMemo(
    () => category.data && { name: category.data.name, category: category.data.category },
    [category.data],
  );

  return (
    <PageFrame
      title={category.data ? `${titles.categoryEdit}: ${category.data.name}` : titles.categoryEdit}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.categoryList, to: CATEGORY_LIST_PATH },
        { title: titles.categoryEdit },
      ]}
      loading={category.loading && !category.data}
      error={category.error}
    >
      {id && initialValues && (
        <CategoryForm
          id="category-edit"
          initialValues={initialValues}
          submitLabel={actions.saveChanges}
          onSubmit={async (body) => {
            await categoriesApi.update(id, body);
            setSaved(true);
          }}
        />
      )}
      <ResultModal
        open={saved}
        title={outcomes.categoryUpdated}
        onClose={() => setSaved(false)}
        actions={[
          { label: actions.keepEditing, onClick: () => setSaved(false) },
          {
            label: actions.goToCategories,
            onClick: () => navigate(CATEGORY_LIST_PATH),
            primary: true,
          },
        ]}
      />
    </PageFrame>
  );
}
