/** /productos/crear: the empty product form; after saving, create another or go to the list. */
import { EntityFormPage } from 'shared-ui';
import { PRODUCT_LIST_PATH } from '../../paths';
import { productsApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { emptyProduct, ProductForm } from './ProductForm';

export default function ProductCreate() {
  return (
    <EntityFormPage
      mode="create"
      title={titles.productCreate}
      breadcrumb={[
        { title: titles.products, to: PRODUCT_LIST_PATH },
        { title: titles.productCreate },
      ]}
      form={(saved) => (
        <ProductForm
          id="product-create"
          initialValues={emptyProduct}
          submitLabel={actions.save}
          cancelTo={PRODUCT_LIST_PATH}
          onSubmit={async (body) => saved(await productsApi.create(body))}
        />
      )}
      result={{
        title: outcomes.productCreated,
        actions: [
          { label: actions.createAnotherProduct },
          { label: actions.goToProducts, to: PRODUCT_LIST_PATH, primary: true },
        ],
      }}
    />
  );
}
