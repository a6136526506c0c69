/** Password hashing with scrypt from node:crypto: salted, constant-time compared. */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/**
 * scrypt's cost: about 35 ms of CPU per derivation on a current core. Under NODE_ENV=test (vitest
 * sets it; the e2e run starts its API with it) a low cost, 2 ms, as Rails' has_secure_password does
 * in tests: a test run signs up and signs in over a thousand times, and what a test checks of a
 * password (accepted, refused, the hash never shown) does not depend on the cost. A hash keeps the
 * cost it was made with, so either kind verifies anywhere.
 */
const COST =
  process.env.NODE_ENV === 'test'
    ? ({ N: 1024, r: 8, p: 1 } as const)
    : ({ N: 16384, r: 8, p: 1 } as const);

/**
 * scrypt runs on libuv's thread pool (4 threads), which file writes and fsync share: a burst
 * of logins used to fill it and keep every write waiting (up to 7 s with 60 at once). One
 * derivation at a time (about 50 ms) leaves the disk its threads and a core for the event
 * loop; the others queue here. Measured with 60 parallel logins: writes' max 0.26 s against
 * 0.5 s with two at a time and 7.6 s unbounded.
 */
const MAX_PARALLEL = 1;
let running = 0;
const queue: (() => void)[] = [];

const slot = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
};

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  slot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

/** 'scrypt$N$r$p$salt$key', salt and key in base64url. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
};

const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** Checks `password` against `hash`; with no hash it still spends the same time. */
export const verifyPassword = async (password: string, hash: string | undefined) => {
  const [scheme, n, r, p, salt, key] = (hash ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return (
    actual.length === expected.length && timingSafeEqual(actual, expected) && hash !== undefined
  );
};
