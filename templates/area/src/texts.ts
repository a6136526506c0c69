/** The marketing area's own Spanish wording. */
export const marketingTexts = {
  area: 'Marketing',
  summary: 'Resumen',
  summaryTitle: 'Resumen de marketing',
  summaryIntro: 'Aquí verá el rendimiento de sus acciones de marketing.',
};
