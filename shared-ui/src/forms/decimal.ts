/** Reading amounts typed the Spanish way ('1.234,56', '12,5') as well as '1234.56'. */

/**
 * The typed text as a plain decimal string ('1234.56'), for antd's InputNumber parser. With both
 * separators the last one is the decimal mark; a lone comma is decimal; several of one mark, or a
 * dot followed by exactly three digits after a group ('1.234.567'), are thousands groupings.
 */
export function normalizeDecimal(text: string): string {
  const cleaned = text.replace(/[^\d.,-]/g, '');
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  let decimalMark: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimalMark = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0) decimalMark = cleaned.indexOf(',') === lastComma ? ',' : null;
  else if (lastDot >= 0) decimalMark = cleaned.indexOf('.') === lastDot ? '.' : null;
  if (!decimalMark) return cleaned.replace(/[.,]/g, '');
  const at = cleaned.lastIndexOf(decimalMark);
  return `${cleaned.slice(0, at).replace(/[.,]/g, '')}.${cleaned.slice(at + 1).replace(/[.,]/g, '')}`;
}

/** The typed amount as a number, or null when it is none. */
export function parseDecimal(text: string): number | null {
  const normalized = normalizeDecimal(text.trim());
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(normalized)) return null;
  return Number(normalized);
}
