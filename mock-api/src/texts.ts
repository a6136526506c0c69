/** The API's own Spanish answers that no screen shows (the shared ones live in shared-ui/texts). */
export const apiTexts = {
  uploadMalformed: 'La petición de subida no es un formulario multipart válido',
  tooManyRequests: (minutes: number) =>
    `Demasiados intentos. Vuelva a intentarlo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
  /** A list request's parameters (json-server's conventions), each refusal naming its parameter. */
  list: {
    unknownParameter: 'Parámetro desconocido en esta lista',
    oneValue: 'Se admite un solo valor',
    notInteger: 'Debe ser un número entero',
    notNumber: 'Debe ser un número',
    notBoolean: 'Debe ser true o false',
    notOneOf: (values: readonly unknown[]) => `Debe ser uno de: ${values.map(String).join(', ')}`,
    tooLong: (max: number) => `Como máximo ${max} caracteres`,
    notWholeNumber: (min: number) => `Debe ser un número entero mayor o igual que ${min}`,
    tooFar: 'El número es demasiado grande',
    windowTooLarge: (max: number) => `Como máximo ${max} registros por petición`,
    endBeforeStart: '_end debe ser mayor o igual que _start',
    limitWithEnd: 'Use _end o _limit, no ambos',
    mixedPaging: 'Use _page y _limit, o _start y _end, no ambos',
    unknownSort: (field: string, fields: readonly string[]) =>
      `No se puede ordenar por «${field}». Campos: ${fields.join(', ')}`,
    badOrder: 'El orden es asc o desc',
    tooManyOrders: 'Hay más órdenes en _order que campos en _sort',
    unknownCount: (field: string, fields: readonly string[]) =>
      `No se puede contar por «${field}». Campos: ${fields.join(', ')}`,
  },
} as const;
