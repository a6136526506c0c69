/** /productos/categorias/editar/{id}: the stored category in the shared form; a bad id shows the error page. */
import { useMemo } from 'react';
import { EntityFormPage, useRouteRecord } from 'shared-ui';
import { CATEGORY_LIST_PATH, PRODUCT_LIST_PATH } from '../../paths';
import { categoriesApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { CategoryForm } from './CategoryForm';

export default function CategoryEdit() {
  const category = useRouteRecord(categoriesApi.get);
  const { id } = category;
  const initialValues = useMemo(
    () => category.data && { name: category.data.name, category: category.data.category },
    [category.data],
  );

  return (
    <EntityFormPage
      mode="edit"
      title={category.data ? `${titles.categoryEdit}: ${category.data.name}` : titles.categoryEdit}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.categoryList, to: CATEGORY_LIST_PATH },
        { title: titles.categoryEdit },
      ]}
      loading={category.loading && !category.data}
      error={category.error}
      form={(saved) =>
        id &&
        initialValues && (
          <CategoryForm
            id="category-edit"
            initialValues={initialValues}
            submitLabel={actions.saveChanges}
            onSubmit={async (body) => saved(await categoriesApi.update(id, body))}
          />
        )
      }
      result={{
        title: outcomes.categoryUpdated,
        actions: [
          { label: actions.keepEditing },
          { label: actions.goToCategories, to: CATEGORY_LIST_PATH, primary: true },
        ],
      }}
    />
  );
}
