// The code of an error, for the user to read out to support and for the team to find its report:
// 8 characters of Crockford's base 32 (no I, L, O or U: nothing to mishear), in two groups.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new code ('K7QM-2XHD'): 40 random bits, enough for one session's errors never to collide. */
export function newErrorCode(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(8));
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
