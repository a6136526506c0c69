/**
 * Secrets kept at rest (the SMS gateway's password): AES-256-GCM with a key from the environment
 * (SETTINGS_KEY), written as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url). Without SETTINGS_KEY
 * a development key, the same everywhere, with a warning at start (mock-api/README.md).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
/** Known to anyone who reads this file: fine for a demo database, never for real secrets. */
const DEVELOPMENT_SECRET = 'mock-api development settings key: set SETTINGS_KEY';

/** The 32-byte key of a secret of any length (SETTINGS_KEY: e.g. `openssl rand -base64 32`). */
export const settingsKey = (secret: string | undefined): Buffer =>
  createHash('sha256')
    .update(secret || DEVELOPMENT_SECRET)
    .digest();

export const isEncrypted = (value: string) => value.startsWith(PREFIX);

export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${PREFIX}${parts.join(':')}`;
}

/** The plain text of a stored secret; throws when the key is not the one it was written with. */
export function decryptSecret(stored: string, key: Buffer): string {
  if (!isEncrypted(stored)) return stored;
  const [iv = '', tag = '', body = ''] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
