/** /productos/editar/{id}: the stored product in the shared form; an unknown or failing id shows the error page. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal, useIdParam, useResource } from 'shared-ui';
import { PRODUCT_LIST_PATH } from '../../paths';
import { categoriesApi, productsApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { ProductForm, toValues } from './ProductForm';

export default function ProductEdit() {
  const id = useIdParam();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const product = useResource(
    () => (id ? productsApi.get(id) : Promise.reject(new Error('invalid id'))),
    [id],
  );
  const categories = useResource(categoriesApi.list);
  const initialValues = useMemo(() => product.data && toValues(product.data), [product.data]);

  return (
    <PageFrame
      title={product.data ? `${titles.productEdit}: ${product.data.name}` : titles.productEdit}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.productEdit },
      ]}
      loading={product.loading && !product.data}
      error={product.error || categories.error}
    >
      {id && initialValues && (
        <ProductForm
          id="product-edit"
          initialValues={initialValues}
          categories={categories.data}
          submitLabel={actions.saveChanges}
          cancelTo={PRODUCT_LIST_PATH}
          onSubmit={async (body) => {
            await productsApi.update(id, body);
            setSaved(true);
          }}
        />
      )}
      <ResultModal
        open={saved}
        title={outcomes.productUpdated}
        onClose={() => setSaved(false)}
        actions={[
          { label: actions.keepEditing, onClick: () => setSaved(false) },
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
