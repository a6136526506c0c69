/** The product form's sub-category: the categories managed under the chosen category, searched in GET /categories. */
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { ServerSelectField, useFirstOptions } from 'shared-ui';
import { productFields as f, subCategoryTexts } from '../../texts';
import { subCategorySource } from './subCategories';

interface Values {
  category: string;
  sub_category: string;
}

export function SubCategoryField() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const { category } = values;
  const source = useMemo(() => subCategorySource(category), [category]);
  // Asked for as soon as a category is chosen: the select says it is loading until they come.
  useFirstOptions(source, !!category);
  // A name no category carries under this category (deleted, another category chosen, older
  // data) reads as empty: the user must choose, and the required message says so at once.
  const unknown = () => {
    void setFieldTouched('sub_category', true, false);
    void setFieldValue('sub_category', '', true);
  };

  return (
    <ServerSelectField
      name="sub_category"
      label={f.sub_category}
      source={source}
      // A product keeps its inactive sub-category: listed, marked, after the active ones.
      listChosen
      onMissing={unknown}
      // Undefined, not false, once a category is chosen: the form still disables it while saving.
      disabled={category ? undefined : true}
      placeholder={category ? undefined : subCategoryTexts.chooseCategoryFirst}
      required
    />
  );
}
