/** yup's default messages in Spanish, so no rule without its own text answers in English. */
import { setLocale } from 'yup';
import { validation } from 'shared-ui/texts';

const { common } = validation;

export const SPANISH = {
  mixed: {
    default: 'Valor no válido',
    required: common.required,
    defined: common.required,
    notNull: common.required,
    oneOf: common.invalidOption,
    notOneOf: common.invalidOption,
    notType: 'Tipo de dato no válido',
  },
  string: {
    length: ({ length }: { length: number }) => `Debe tener ${length} caracteres`,
    min: ({ min }: { min: number }) => `Mínimo ${min} caracteres`,
    max: ({ max }: { max: number }) => common.maxChars(max),
    matches: 'Formato no válido',
    email: common.email,
    url: 'Ingrese una URL válida',
    trim: 'No puede empezar ni terminar con espacios',
  },
  number: {
    min: ({ min }: { min: number }) => `Debe ser mayor o igual a ${spanishNumber(min)}`,
    max: ({ max }: { max: number }) => `Debe ser menor o igual a ${spanishNumber(max)}`,
    lessThan: ({ less }: { less: number }) => `Debe ser menor que ${spanishNumber(less)}`,
    moreThan: ({ more }: { more: number }) => `Debe ser mayor que ${spanishNumber(more)}`,
    positive: 'Debe ser mayor que 0',
    negative: 'Debe ser menor que 0',
    integer: 'Debe ser un número entero',
  },
  boolean: { isValue: 'Valor no válido' },
  array: {
    min: ({ min }: { min: number }) => `Seleccione al menos ${min}`,
    max: ({ max }: { max: number }) => maxItemsMessage(max),
    length: ({ length }: { length: number }) => `Debe tener ${length} elementos`,
  },
  object: { noUnknown: 'Campo no permitido' },
} as const;

/** 1000000000 as '1.000.000.000', 12.5 as '12,5'. */
function spanishNumber(value: number) {
  return value.toLocaleString('es-ES', { maximumFractionDigits: 2 });
}

/** 'Como máximo 500 elementos': the message of every bounded list. */
export function maxItemsMessage(max: number) {
  return `Como máximo ${max} elementos`;
}

// Module evaluation order puts this before any schema is built (every schema file imports it
// through common.ts), and schema methods read the defaults when they are called.
setLocale(SPANISH);
