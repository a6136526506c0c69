/** /productos/categorias/crear: the empty category form; after saving, create another or go to the list. */
import { EntityFormPage } from 'shared-ui';
import { CATEGORY_LIST_PATH, PRODUCT_LIST_PATH } from '../../paths';
import { categoriesApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { CategoryForm, emptyCategory } from './CategoryForm';

export default function CategoryCreate() {
  return (
    <EntityFormPage
      mode="create"
      title={titles.categoryCreate}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.categoryList, to: CATEGORY_LIST_PATH },
        { title: titles.categoryCreate },
      ]}
      form={(saved) => (
        <CategoryForm
          id="category-create"
          initialValues={emptyCategory}
          submitLabel={actions.save}
          onSubmit={async (body) => saved(await categoriesApi.create(body))}
        />
      )}
      result={{
        title: outcomes.categoryCreated,
        actions: [
          { label: actions.createAnotherCategory },
          { label: actions.goToCategories, to: CATEGORY_LIST_PATH, primary: true },
        ],
      }}
    />
  );
}
