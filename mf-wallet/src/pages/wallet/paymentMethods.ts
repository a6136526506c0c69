/** The payment method names (the API stores the method's name, older rows may hold its code) and the form's values. */
import { PAYMENT_METHODS } from 'shared-ui/schemas';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const findMethod = (value: string | null | undefined): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((m) => m.value === value || m.label === value);

/** The Spanish name of a stored method; an unknown one is shown as stored. */
export const methodLabel = (value: string | null | undefined): string =>
  findMethod(value)?.label ?? value ?? '';

/** What the payment form holds; kept by the flow when the user steps back to the methods. */
export interface PaymentValues {
  mont: number | '';
  transaction: string;
}

export const EMPTY_PAYMENT: PaymentValues = { mont: '', transaction: '' };
