/** Spanish formatting of money (USD) and dates. */
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

// Made on first use: building an Intl formatter costs tens of milliseconds on a phone, and most
// pages (the login first) never show an amount.
let usd: Intl.NumberFormat | undefined;

/** '$1.234,50': the amount without its currency code, for where 'USD' is said beside it. */
export const formatDollars = (amount: number | null | undefined): string => {
  usd ??= new Intl.NumberFormat('es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // 'always': es-ES would otherwise skip the separator for four digits, and browsers disagree.
    useGrouping: 'always' as unknown as boolean,
  });
  return `$${usd.format(Number.isFinite(amount) ? Number(amount) : 0)}`;
};

/** 'USD $1.234,50' */
export const formatUsd = (amount: number | null | undefined): string =>
  `USD ${formatDollars(amount)}`;

/** '21 nov 2026' for a date or ISO timestamp; '' when missing or invalid. */
export const formatDate = (value: string | null | undefined): string => {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.locale('es').format('D MMM YYYY') : '';
};

/** '21 nov 2026, 14:05' */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.locale('es').format('D MMM YYYY, HH:mm') : '';
};

const COUNT = new Intl.NumberFormat('es-ES', { useGrouping: 'always' } as Intl.NumberFormatOptions);

/** A count as a Spanish reader writes it, grouped from four digits on: '1.204', '10.000'. */
export const formatCount = (n: number): string => COUNT.format(n);

/** Sorter for antd tables over ISO strings. */
export const byText =
  <T>(pick: (row: T) => string | null | undefined) =>
  (a: T, b: T) =>
    (pick(a) ?? '').localeCompare(pick(b) ?? '', 'es', { sensitivity: 'base' });

/** Case- and accent-insensitive text match, for list searches. */
export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const matchesText = (haystack: string | null | undefined, needle: string) =>
  normalize(haystack ?? '').includes(normalize(needle.trim()));
