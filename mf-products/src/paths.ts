/** The products area's URLs (products and their categories), kept together so links cannot drift. */
import type { Id } from 'shared-ui/types';

export const AREA_PATH = '/productos';
export const PRODUCT_LIST_PATH = '/productos/gestionar';
export const PRODUCT_CREATE_PATH = '/productos/crear';
export const PRODUCT_EDIT_PREFIX = '/productos/editar';
/** A product's edit page; `productEditPath('{id}')` is the header search's template. */
export const productEditPath = (id: Id | '{id}') => `${PRODUCT_EDIT_PREFIX}/${id}`;
export const CATEGORY_LIST_PATH = '/productos/categorias/gestionar';
export const CATEGORY_CREATE_PATH = '/productos/categorias/crear';
export const CATEGORY_EDIT_PREFIX = '/productos/categorias/editar';
export const categoryEditPath = (id: Id | '{id}') => `${CATEGORY_EDIT_PREFIX}/${id}`;
