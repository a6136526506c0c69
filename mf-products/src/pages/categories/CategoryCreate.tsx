/** /productos/categorias/crear: the empty category form; after saving, create another or go to the list. */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal } from 'shared-ui';
import { CATEGORY_LIST_PATH, PRODUCT_LIST_PATH } from '../../paths';
import { categoriesApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { CategoryForm, emptyCategory } from './CategoryForm';

export default function CategoryCreate() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const resetForm = useRef<() => void>(() => {});

  const another = () => {
    resetForm.current();
    setCreated(false);
  };

  return (
    <PageFrame
      title={titles.categoryCreate}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.categoryList, to: CATEGORY_LIST_PATH },
        { title: titles.categoryCreate },
      ]}
    >
      <CategoryForm
        id="category-create"
        initialValues={emptyCategory}
        submitLabel={actions.save}
        onSubmit={async (body, helpers) => {
          await categoriesApi.create(body);
          resetForm.current = () => helpers.resetForm();
          setCreated(true);
        }}
      />
      <ResultModal
        open={created}
        title={outcomes.categoryCreated}
        onClose={another}
        actions={[
          { label: actions.createAnotherCategory, onClick: another },
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
