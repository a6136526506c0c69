/** The products area's own labels (titles, field labels, confirmations); SPEC.md's quoted texts stay in shared-ui. */

export const titles = {
  products: 'Productos',
  productList: 'Gestionar productos',
  productCreate: 'Crear producto',
  productEdit: 'Editar producto',
  categoryList: 'Gestionar categorías',
  categoryCreate: 'Crear categoría',
  categoryEdit: 'Editar categoría',
} as const;

export const tabs = { active: 'Activos', inactive: 'Inactivos' } as const;

export const productFields = {
  name: 'Nombre del producto',
  description: 'Descripción',
  category: 'Categoría',
  sub_category: 'Sub-categoría',
  otherCategories: 'Otras características (tecnologías)',
  initDate: 'Fecha de inicio',
  finalitationDate: 'Fecha de finalización',
  currency: 'Moneda',
  name_presentation: 'Nombre de presentación',
  price: 'Precio',
  inventary: 'Inventario',
  geographic: 'Cobertura geográfica',
  for_state: 'Cobertura por estado',
  state: 'Estado',
  municipalities: 'Municipios',
  urbanizations: 'Urbanizaciones',
  images: 'Imágenes del producto',
} as const;

/** The sub-category select: the managed categories under the chosen category. */
export const subCategoryTexts = {
  inactive: (name: string) => `${name} (inactiva)`,
  chooseCategoryFirst: 'Seleccione primero la categoría',
} as const;

export const productSections = {
  general: 'Datos del producto',
  commercial: 'Vigencia y precio',
  coverage: 'Cobertura',
  images: 'Imágenes',
} as const;

export const list = {
  photo: 'Foto',
  name: 'Nombre',
  technologies: 'Tecnologías',
  price: 'Precio',
  inventory: 'Inventario',
  createdAt: 'Creado',
  category: 'Categoría',
  status: 'Estado',
  actions: 'Acciones',
  edit: 'Editar',
  delete: 'Eliminar',
  activate: 'Activar',
  deactivate: 'Desactivar',
  allCategories: 'Todas',
  allSubCategories: 'Todas',
  allTechnologies: 'Todas',
  filterCategory: 'Categoría',
  filterSubCategory: 'Sub-categoría',
  filterTechnology: 'Tecnología',
  noMatches: 'Ningún producto coincide con los filtros',
  emptyProducts: { active: 'No hay productos activos', inactive: 'No hay productos inactivos' },
  emptyCategories: {
    active: 'No hay categorías activas',
    inactive: 'No hay categorías inactivas',
  },
} as const;

export const actions = {
  createProduct: 'Crear producto',
  createCategory: 'Crear categoría',
  save: 'Guardar',
  saveChanges: 'Guardar cambios',
  cancel: 'Cancelar',
  createAnotherProduct: 'Crear otro producto',
  createAnotherCategory: 'Crear otra categoría',
  goToProducts: 'Ir a gestionar productos',
  goToCategories: 'Ir a gestionar categorías',
  keepEditing: 'Seguir editando',
  upload: 'Subir',
} as const;

export const outcomes = {
  productCreated: 'Producto creado correctamente',
  productUpdated: 'Producto actualizado correctamente',
  categoryCreated: 'Categoría creada correctamente',
  categoryUpdated: 'Categoría actualizada correctamente',
} as const;

/** Confirmations and results of the list actions, worded per kind of record. */
export const nouns = {
  product: {
    one: 'el producto',
    active: 'activado',
    inactive: 'desactivado',
    deleted: 'eliminado',
  },
  category: {
    one: 'la categoría',
    active: 'activada',
    inactive: 'desactivada',
    deleted: 'eliminada',
  },
} as const;
export type Noun = (typeof nouns)[keyof typeof nouns];

export const confirmTexts = {
  status: (noun: Noun, name: string, next: boolean) =>
    `¿${next ? 'Activar' : 'Desactivar'} ${noun.one} «${name}»?`,
  statusDone: (noun: Noun, next: boolean) =>
    `${noun.one[0]?.toUpperCase()}${noun.one.slice(1)} fue ${next ? noun.active : noun.inactive}`,
  remove: (noun: Noun, name: string) => `¿Eliminar ${noun.one} «${name}»?`,
  removeBody: 'Esta acción no se puede deshacer.',
  removeDone: (noun: Noun) =>
    `${noun.one[0]?.toUpperCase()}${noun.one.slice(1)} fue ${noun.deleted}`,
} as const;

export const uploadHint = 'Formatos png, jpg, jpeg o pdf. Máximo 5 archivos de 2 MB cada uno.';
export const uploadRefusedTitle = 'Archivos no admitidos';
export const yesNo = [
  { value: 'Sí', label: 'Sí' },
  { value: 'No', label: 'No' },
] as const;
