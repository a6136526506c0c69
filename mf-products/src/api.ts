/** Typed calls of the products area: products, categories and the image uploads. */
import { api, http } from 'shared-ui/session';
import type { Category, CategoryInput, Product, ProductInput, UploadedFile } from 'shared-ui/types';

/** What the product form sends; the API sets the photo from the first image. */
export type ProductBody = Omit<ProductInput, 'status' | 'image'>;
export type CategoryBody = Omit<CategoryInput, 'status'>;

/** The products list's endpoint (its windows, counts and CSV export). */
export const PRODUCTS_PATH = '/products';

export const productsApi = {
  get: (id: number) => api.get<Product>(`/products/${id}`),
  // Created and saved products are always active (SPEC.md section 4).
  create: (body: ProductBody) => api.post<Product>('/products', { ...body, status: true }),
  update: (id: number, body: ProductBody) =>
    api.put<Product>(`/products/${id}`, { ...body, status: true }),
  setStatus: (id: number, status: boolean) => api.patch<Product>(`/products/${id}`, { status }),
  remove: (id: number) => api.delete<unknown>(`/products/${id}`),
};

/** The category list's endpoint (its windows and counts). */
export const CATEGORIES_PATH = '/categories';

export const categoriesApi = {
  get: (id: number) => api.get<Category>(`/categories/${id}`),
  create: (body: CategoryBody) => api.post<Category>('/categories', { ...body, status: true }),
  update: (id: number, body: CategoryBody) =>
    api.put<Category>(`/categories/${id}`, { ...body, status: true }),
  setStatus: (id: number, status: boolean) => api.patch<Category>(`/categories/${id}`, { status }),
  remove: (id: number) => api.delete<unknown>(`/categories/${id}`),
};

/**
 * POST /uploads, multipart field `files`, through the shared client so the token goes along.
 * Silent: the form reports each file's outcome itself instead of the generic error modal.
 */
export const uploadFiles = async (files: File[]): Promise<UploadedFile[]> => {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const response = await http.post<UploadedFile[]>('/uploads', form, {
    silent: true,
    // Not JSON: axios then lets the browser set the multipart boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return response.data;
};
