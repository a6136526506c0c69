/** /productos/crear: the empty product form; after saving, create another or go to the list. */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageFrame, ResultModal } from 'shared-ui';
import { productsApi } from '../../api';
import { actions, outcomes, titles } from '../../texts';
import { emptyProduct, ProductForm } from './ProductForm';

export default function ProductCreate() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  const resetForm = useRef<() => void>(() => {});

  const another = () => {
    resetForm.current();
    setCreated(false);
  };

  return (
    <PageFrame
      title={titles.productCreate}
      breadcrumb={[
        { title: titles.products, to: '/productos/gestionar' },
        { title: titles.productCreate },
      ]}
    >
      <ProductForm
        id="product-create"
        initialValues={emptyProduct}
        submitLabel={actions.save}
        cancelTo="/productos/gestionar"
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
            onClick: () => navigate('/productos/gestionar'),
            primary: true,
          },
        ]}
      />
    </PageFrame>
  );
}
