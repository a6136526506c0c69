/** The payment method names: the API stores the method's name, older rows may hold its code. */
import { PAYMENT_METHODS } from 'shared-ui/schemas';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const findMethod = (value: string | null | undefined): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((m) => m.value === value || m.label === value);

/** The Spanish name of a stored method; an unknown one is shown as stored. */
export const methodLabel = (value: string | null | undefined): string =>
  findMethod(value)?.label ?? value ?? '';
