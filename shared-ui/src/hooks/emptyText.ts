/** The default empty-list text. */
export const EMPTY_TEXT = 'No hay registros';
