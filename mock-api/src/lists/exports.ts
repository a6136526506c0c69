/**
 * The files 'Exportar CSV' writes, one per list that has the button: Spanish headers, and each
 * value as the screen shows it (dates and amounts in Spanish). The API streams them
 * (`GET /products.csv`); the screens only ask for them.
 */
import type { CsvColumn } from 'shared-ui/csv';
import { formatDate, formatDateTime, formatUsd } from 'shared-ui/format';
import {
  campaignListCosts,
  campaignTypeLabel,
  PAYMENT_METHODS,
  PHONE_COUNTRY,
  PRODUCT_CATEGORIES,
  texts,
} from 'shared-ui/schemas';
import type { Campaign, Consumption, LedgerEntry, Product, Profile } from 'shared-ui/types';
import type { CsvExport } from './spec';

const when = (date: string, hour: string) =>
  formatDate(date) ? `${formatDate(date)}, ${hour}` : '—';

const campaignStatus = (c: Campaign) =>
  c.status === 'draft' ? 'En borrador' : c.status === true ? 'Activa' : 'Inactiva';

const campaignColumns: CsvColumn<Campaign>[] = [
  { header: 'Nombre', value: (c) => c.name },
  { header: 'Tipo', value: (c) => campaignTypeLabel(c.typecampaing) },
  { header: 'Estado', value: campaignStatus },
  { header: 'Inicio', value: (c) => when(c.initDate, c.initHour) },
  { header: 'Fin', value: (c) => when(c.finalitationDate, c.finalitationHour) },
  { header: 'Canales', value: (c) => c.channels.join(', ') },
  { header: 'Costo diario', value: () => formatUsd(campaignListCosts().daily) },
  { header: 'Costo total', value: () => formatUsd(campaignListCosts().total) },
];

/** The label of a stored category value ('telecom' → 'Telecom'). */
const categoryLabel = (value: string) =>
  PRODUCT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

const productColumns: CsvColumn<Product>[] = [
  { header: 'Nombre', value: (p) => p.name },
  { header: 'Presentación', value: (p) => p.name_presentation },
  { header: 'Estado', value: (p) => (p.status === true ? 'Activo' : 'Inactivo') },
  { header: 'Categoría', value: (p) => categoryLabel(p.category) },
  { header: 'Sub-categoría', value: (p) => p.sub_category },
  { header: 'Tecnologías', value: (p) => (p.otherCategories ?? []).join(', ') },
  { header: 'Precio', value: (p) => formatUsd(p.price) },
  { header: 'Inventario', value: (p) => p.inventary },
  { header: 'Inicio', value: (p) => formatDate(p.initDate) },
  { header: 'Fin', value: (p) => formatDate(p.finalitationDate) },
];

// The phone without '+', which Excel reads as a formula.
const profileColumns: CsvColumn<Profile>[] = [
  { header: 'Nombre', value: (p) => p.name },
  { header: 'Apellido', value: (p) => p.lastName },
  { header: 'Email', value: (p) => p.email },
  { header: `Teléfono móvil (${PHONE_COUNTRY.dial})`, value: (p) => p.phone },
  { header: 'Roles', value: (p) => p.role.join(', ') },
  { header: 'Campaña', value: (p) => p.campain || texts.labels.unassigned },
];

/** How a change was paid: the method of a top-up, or that the provider corrected the balance. */
const howPaid = (entry: LedgerEntry) =>
  entry.kind === 'correction'
    ? 'Corrección del proveedor'
    : (PAYMENT_METHODS.find((m) => m.value === entry.method || m.label === entry.method)?.label ??
      entry.method ??
      '');

const refillColumns: CsvColumn<LedgerEntry>[] = [
  { header: 'Fecha', value: (r) => formatDateTime(r.date) },
  { header: 'Método de pago', value: howPaid },
  { header: 'No. de transacción', value: (r) => r.transaction ?? '' },
  { header: 'Detalle', value: (r) => r.reason },
  { header: 'Monto', value: (r) => formatUsd(r.amount) },
];

const consumptionColumns: CsvColumn<Consumption>[] = [
  { header: 'Fecha', value: (r) => formatDate(r.date) },
  { header: 'Descripción', value: (r) => r.description },
  { header: 'Campaña', value: (r) => r.campaign },
  { header: 'Monto', value: (r) => formatUsd(r.amount) },
];

export const campaignCsv: CsvExport<Campaign> = { file: 'campanas', columns: campaignColumns };
export const productCsv: CsvExport<Product> = { file: 'productos', columns: productColumns };
export const profileCsv: CsvExport<Profile> = { file: 'perfiles', columns: profileColumns };
export const refillCsv: CsvExport<LedgerEntry> = { file: 'recargas', columns: refillColumns };
export const consumptionCsv: CsvExport<Consumption> = {
  file: 'consumo',
  columns: consumptionColumns,
};
