/** /productos/editar/{id}: the stored product in the shared form; an unknown or failing id shows the error page. */
import { useMemo } from 'react';
import { EntityFormPage, useRouteRecord } from 'shared-ui';
import { PRODUCT_LIST_PATH } from '../../paths';
import { productsApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { ProductForm, toValues } from './ProductForm';

export default function ProductEdit() {
  const product = useRouteRecord(productsApi.get);
  const { id } = product;
  const initialValues = useMemo(() => product.data && toValues(product.data), [product.data]);

  return (
    <EntityFormPage
      mode="edit"
      title={product.data ? `${titles.productEdit}: ${product.data.name}` : titles.productEdit}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.productEdit },
      ]}
      loading={product.loading && !product.data}
      error={product.error}
      form={(saved) =>
        id &&
        initialValues && (
          <ProductForm
            id="product-edit"
            initialValues={initialValues}
            submitLabel={actions.saveChanges}
            cancelTo={PRODUCT_LIST_PATH}
            onSubmit={async (body) => saved(await productsApi.update(id, body))}
          />
        )
      }
      result={{
        title: outcomes.productUpdated,
        actions: [
          { label: actions.keepEditing },
          { label: actions.goToProducts, to: PRODUCT_LIST_PATH, primary: true },
        ],
      }}
    />
  );
}
