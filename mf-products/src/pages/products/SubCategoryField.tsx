/** The product form's sub-category: the categories managed under the chosen category, from GET /categories. */
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { SelectField } from 'shared-ui';
import type { Category } from 'shared-ui/types';
import { productFields as f, subCategoryTexts } from '../../texts';
import { isSubCategory, subCategoryOptions } from './subCategories';

interface Values {
  category: string;
  sub_category: string;
}

/** `categories` is undefined while they load. */
export function SubCategoryField({ categories }: { categories: readonly Category[] | undefined }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<Values>();
  const { category, sub_category: current } = values;
  // A name no category carries under this category (deleted, another category chosen, older
  // data) reads as empty: the user must choose, and the required message says so at once.
  const unknown = !!categories && current !== '' && !isSubCategory(categories, category, current);
  useEffect(() => {
    if (!unknown) return;
    void setFieldTouched('sub_category', true, false);
    void setFieldValue('sub_category', '', true);
  }, [unknown, setFieldTouched, setFieldValue]);

  return (
    <SelectField
      name="sub_category"
      label={f.sub_category}
      options={categories ? subCategoryOptions(categories, category, current) : []}
      loading={!categories}
      // Undefined, not false, once a category is chosen: the form still disables it while saving.
      disabled={category ? undefined : true}
      placeholder={category ? undefined : subCategoryTexts.chooseCategoryFirst}
      required
      searchable
    />
  );
}
