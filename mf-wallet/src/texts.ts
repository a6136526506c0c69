/** The wallet screens' own wording (SPEC.md's quoted messages come from shared-ui texts). */
import { TOP_UP_VERIFICATION_MINUTES } from 'shared-ui/schemas';

export const walletTexts = {
  title: 'Billetera',
  breadcrumb: 'Administración',
  balance: 'Saldo disponible',
  topUp: 'Recargar saldo',
  totalRefilled: 'Total recargado',
  totalConsumed: 'Total consumido',
  lastRefill: 'Última recarga',
  noRefillYet: 'Aún no hay recargas',
  verificationNote: `Las recargas se notifican con un pago manual y se verifican en un máximo de ${TOP_UP_VERIFICATION_MINUTES} minutos.`,
  tabs: { refills: 'Historial de recargas', consumption: 'Historial de consumo' },
  emptyRefills: 'No hay recargas registradas',
  emptyConsumption: 'No hay consumos registrados',
  columns: {
    date: 'Fecha',
    method: 'Método de pago',
    transaction: 'No. de transacción',
    amount: 'Monto',
    description: 'Descripción',
    detail: 'Detalle',
    campaign: 'Campaña',
  },
  /** The method column of a balance correction, which the provider makes. */
  correction: 'Corrección del proveedor',
  flow: {
    title: 'Recargar saldo',
    steps: ['Método de pago', 'Datos del pago', 'Confirmación'],
    chooseMethod: 'Elige cómo realizarás el pago',
    next: 'Continuar',
    back: 'Cambiar método',
    submit: 'Notificar pago',
    close: 'Cerrar',
    instructionsTitle: (method: string) => `Instrucciones de pago: ${method}`,
    instructions: [
      'Envía el monto de la recarga a la cuenta o correo indicado abajo.',
      'Guarda el número de transacción (referencia) que te entregue tu banco o plataforma.',
      'Ingresa el monto enviado y el No. de transacción, y notifica el pago.',
    ],
    holder: 'Titular',
    email: 'Correo de pago',
    account: 'Cuenta',
    taxId: 'RIF',
    amountLabel: 'Monto (USD)',
    transactionLabel: 'No. de transacción',
    transactionPlaceholder: 'Ej. TRX-20260123',
  },
  done: {
    title: 'Recarga notificada',
    subTitle: `Tu pago será verificado en un máximo de ${TOP_UP_VERIFICATION_MINUTES} minutos.`,
    another: 'Realizar otra recarga',
    toWallet: 'Ir a la billetera',
    newBalance: 'Saldo actual',
  },
} as const;

/** Where manual payments are sent: every method shows these Zelle-type details (SPEC.md section 9). */
export const PAYEE = {
  holder: 'ConectaTel Servicios C.A.',
  email: 'pagos@conectatel.com.ve',
  account: '0102-0456-78-0001234567',
  taxId: 'J-40123456-7',
} as const;
