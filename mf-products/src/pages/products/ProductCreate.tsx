/** /productos/crear: the empty product form; after saving, create another or go to the list. */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal, useResource } from 'shared-ui';
import { PRODUCT_LIST_PATH } from '../../paths';
import { categoriesApi, productsApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { emptyProduct, ProductForm } from './ProductForm';

export default function ProductCreate() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  // The sub-category's options; the form shows while they load, a failed load is the error page.
  const categories = useResource(categoriesApi.list);
  const resetForm = useRef<() => void>(() => {});

  const another = () => {
    resetForm.current();
    setCreated(false);
  };

  return (
    <PageFrame
      title={titles.productCreate}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.productCreate },
      ]}
      error={categories.error}
    >
      <ProductForm
        id="product-create"
        initialValues={emptyProduct}
        categories={categories.data}
        submitLabel={actions.save}
        cancelTo={PRODUCT_LIST_PATH}
        onSubmit={async (body, helpers) => {
          await productsApi.create(body);
          resetForm.current = () => helpers.resetForm();
          setCreated(true);
        }}
      />
      <ResultModal
        open={created}
        title={outcomes.productCreated}
        onClose={another}
        actions={[
          { label: actions.createAnotherProduct, onClick: another },
          {
            label: actions.goToProducts,
            onClick: () => navigate(PRODUCT_LIST_PATH),
            primary: true,
          },
        ]}
      />
    </PageFrame>
  );
}
