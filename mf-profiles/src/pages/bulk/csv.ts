/** Reads a contacts CSV (papaparse): finds the columns, checks the 100-row limit, validates each row. */
import Papa from 'papaparse';
import { normalize } from 'shared-ui';
import { contactSchema, LIMITS, texts, toFieldErrors } from 'shared-ui/schemas';
import { ValidationError } from 'yup';
import type { Contact } from '../../api';
import { bulkTexts } from '../../texts';

export interface CsvRow {
  /** 1-based position among the file's contacts. */
  row: number;
  contact: Contact;
  /** One message per bad field; empty when the row can be imported. */
  errors: Partial<Record<keyof Contact | '_', string>>;
}

export type CsvResult = { ok: true; rows: CsvRow[] } | { ok: false; error: string };

type Field = keyof Contact;

/** Header names accepted for each field, compared without accents, case, spaces, '_' or '-'. */
const HEADERS: Record<Field, string[]> = {
  name: ['nombre', 'nombres', 'name', 'firstname'],
  lastName: ['apellido', 'apellidos', 'lastname'],
  email: ['email', 'correo', 'correoelectronico', 'mail'],
  phone: ['telefono', 'movil', 'celular', 'phone', 'mobile'],
};
const FIELDS = Object.keys(HEADERS) as Field[];

const headerKey = (header: string) => normalize(header).replace(/[\s_-]/g, '');

const fieldOf = (header: string): Field | undefined => {
  const key = headerKey(header);
  return FIELDS.find((field) => HEADERS[field].includes(key));
};

/** The separator of the header line: ';', ',' or a tab, whichever it uses most. */
export const detectDelimiter = (text: string): string => {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (sep: string) => header.split(sep).length - 1;
  return [';', '\t'].reduce((best, sep) => (count(sep) > count(best) ? sep : best), ',');
};

/** Spaces, dots, dashes, brackets and a leading +58 are how people write phones; the API wants digits. */
export const cleanPhone = (raw: string) =>
  raw.replace(/[\s.()-]/g, '').replace(/^\+58(?=\d{10}$)/, '');

const validateContact = (contact: Contact): CsvRow['errors'] => {
  try {
    contactSchema.validateSync(contact, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toFieldErrors(error);
    throw error;
  }
};

export function parseContacts(input: string): CsvResult {
  const text = input.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    delimiter: detectDelimiter(text),
    skipEmptyLines: 'greedy',
    transformHeader: (h) => fieldOf(h) ?? h.trim(),
  });
  const columns = parsed.meta.fields ?? [];
  const missing = FIELDS.filter((f) => !columns.includes(f));
  if (missing.length > 0)
    return { ok: false, error: bulkTexts.missingColumns(missing.map((f) => HEADERS[f][0] ?? f)) };

  const records = parsed.data;
  if (records.length === 0) return { ok: false, error: texts.validation.bulk.empty };
  if (records.length > LIMITS.bulkContacts)
    return { ok: false, error: texts.validation.bulk.tooMany };

  const badQuotes = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row));
  const seen = new Set<string>();
  const rows = records.map((record, i): CsvRow => {
    const contact: Contact = {
      name: (record.name ?? '').trim(),
      lastName: (record.lastName ?? '').trim(),
      email: (record.email ?? '').trim(),
      phone: cleanPhone(record.phone ?? ''),
    };
    const errors: CsvRow['errors'] = validateContact(contact);
    const email = contact.email.toLowerCase();
    if (!errors.email && seen.has(email)) errors.email = texts.api.profileEmailRepeated;
    if (email) seen.add(email);
    if (badQuotes.has(i)) errors._ = bulkTexts.malformed;
    return { row: i + 1, contact, errors };
  });
  return { ok: true, rows };
}

/** The downloadable example: the columns the import reads and three valid contacts. */
export const sampleCsv = () =>
  `\uFEFF${Papa.unparse(
    [
      ['nombre', 'apellido', 'email', 'telefono'],
      ['Ana', 'Pérez', 'ana.perez@ejemplo.com', '4141234567'],
      ['Luis', 'Gómez Díaz', 'luis.gomez@ejemplo.com', '4241234568'],
      ['María José', 'Rivas', 'maria.rivas@ejemplo.com', '4121234569'],
    ],
    { newline: '\r\n' },
  )}\r\n`;
