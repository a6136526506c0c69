// Test-only, top of src: part of the variant build that the e2e tests serve, no page.
// What the variant shows on each page of the area: the e2e release tests look for it.
export const VARIANT_LINE = 'Versión con novedades del catálogo.';
