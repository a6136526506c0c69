/** The marketing area's URLs. */
export const AREA_PATH = '/marketing';
export const SUMMARY_PATH = '/marketing/resumen';
