import Papa from 'papaparse';
import { texts } from 'shared-ui/schemas';
import { describe, expect, it } from 'vitest';
import { bulkTexts } from '../../texts';
import { cleanPhone, detectDelimiter, parseContacts, sampleCsv } from './csv';

const { bulk, profile } = texts.validation;

const rowsOf = (text: string) => {
  const result = parseContacts(text);
  if (!result.ok) throw new Error(result.error);
  return result.rows;
};

const contactsCsv = (n: number) =>
  [
    'nombre,apellido,email,telefono',
    ...Array.from(
      { length: n },
      (_, i) => `Nombre${i},Apellido${i},c${i}@ejemplo.com,41412${String(i).padStart(5, '0')}`,
    ),
  ].join('\n');

describe('parseContacts', () => {
  it('reads a good file with Spanish headers', () => {
    const rows = rowsOf(
      'nombre,apellido,email,telefono\nAna,Pérez,ana@ejemplo.com,4141234567\nLuis,Gómez,luis@ejemplo.com,4241234568\n',
    );
    expect(rows).toEqual([
      {
        row: 1,
        contact: { name: 'Ana', lastName: 'Pérez', email: 'ana@ejemplo.com', phone: '4141234567' },
        errors: {},
      },
      {
        row: 2,
        contact: {
          name: 'Luis',
          lastName: 'Gómez',
          email: 'luis@ejemplo.com',
          phone: '4241234568',
        },
        errors: {},
      },
    ]);
  });

  it('accepts the wire names, accents, case and any column order', () => {
    const rows = rowsOf(
      'Email;Teléfono;Last_Name;Name\r\nana@ejemplo.com;4141234567;Pérez;Ana\r\n',
    );
    expect(rows[0]?.contact).toEqual({
      name: 'Ana',
      lastName: 'Pérez',
      email: 'ana@ejemplo.com',
      phone: '4141234567',
    });
  });

  it('accepts exactly 100 contacts and refuses 101', () => {
    expect(rowsOf(contactsCsv(100))).toHaveLength(100);
    expect(parseContacts(contactsCsv(101))).toEqual({ ok: false, error: bulk.tooMany });
  });

  it('refuses a file without contacts or without the needed columns', () => {
    expect(parseContacts('nombre,apellido,email,telefono\n\n')).toEqual({
      ok: false,
      error: bulk.empty,
    });
    expect(parseContacts('nombre,email\nAna,ana@ejemplo.com')).toEqual({
      ok: false,
      error: bulkTexts.missingColumns(['apellido', 'telefono']),
    });
    expect(parseContacts('')).toMatchObject({ ok: false });
  });

  it('marks each bad row with the reason of each bad field', () => {
    const rows = rowsOf(
      [
        'nombre,apellido,email,telefono',
        'Ana,Pérez,ana@ejemplo.com,4141234567',
        ',Gómez,no-es-correo,41412',
        'Luis,,luis@ejemplo.com,41412abcde',
        'Eva,Rivas,eva@ejemplo.com,',
      ].join('\n'),
    );
    expect(rows.map((r) => r.errors)).toEqual([
      {},
      { name: profile.name, email: texts.validation.common.email, phone: profile.phoneIncomplete },
      { lastName: profile.lastName, phone: profile.phoneNumeric },
      { phone: profile.phoneRequired },
    ]);
  });

  it('marks a repeated email as bad from its second appearance', () => {
    const rows = rowsOf(
      'nombre,apellido,email,telefono\nAna,Pérez,ana@ejemplo.com,4141234567\nAna,Otra,ANA@ejemplo.com,4141234568',
    );
    expect(rows[0]?.errors).toEqual({});
    expect(rows[1]?.errors).toEqual({ email: texts.api.profileEmailRepeated });
  });

  it('keeps commas and semicolons inside quoted fields', () => {
    const rows = rowsOf(
      'nombre,apellido,email,telefono\n"Pérez, Ana","Gómez; Díaz",ana@ejemplo.com,4141234567\n"Luis ""Lucho""",Rivas,luis@ejemplo.com,4241234568',
    );
    expect(rows[0]?.contact.name).toBe('Pérez, Ana');
    expect(rows[0]?.contact.lastName).toBe('Gómez; Díaz');
    expect(rows[1]?.contact.name).toBe('Luis "Lucho"');
    expect(rows.every((r) => Object.keys(r.errors).length === 0)).toBe(true);
  });

  it('reads semicolon files with quoted semicolons', () => {
    const rows = rowsOf(
      'nombre;apellido;email;telefono\n"Ana; María";Pérez;ana@ejemplo.com;4141234567',
    );
    expect(rows[0]?.contact.name).toBe('Ana; María');
  });

  it('ignores a UTF-8 byte order mark before the header', () => {
    const rows = rowsOf(
      '\uFEFFnombre;apellido;email;telefono\nAna;Pérez;ana@ejemplo.com;4141234567',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.errors).toEqual({});
  });

  it('cleans how people write phones: spaces, dashes, brackets and a +58 prefix', () => {
    expect(cleanPhone('+58 (414) 123-45.67')).toBe('4141234567');
    expect(cleanPhone('414 123 4567')).toBe('4141234567');
    expect(cleanPhone('+5841412')).toBe('+5841412');
  });
});

describe('detectDelimiter', () => {
  it('takes the separator the header uses most', () => {
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('a;b;c\n1,2,3,4')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('solo')).toBe(',');
  });
});

describe('sampleCsv', () => {
  it('is a file the import reads without errors', () => {
    const sample = sampleCsv();
    expect(sample.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(sample);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => Object.keys(r.errors).length === 0)).toBe(true);
    expect(Papa.parse(sample.slice(1), { header: true, skipEmptyLines: true }).meta.fields).toEqual(
      ['nombre', 'apellido', 'email', 'telefono'],
    );
  });
});
