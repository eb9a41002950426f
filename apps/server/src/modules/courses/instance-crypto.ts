import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The development key: SHA-256 of a fixed, public phrase. It only keeps a development database from holding
 * plaintext; in production it is never used (no key there: instance credentials answer 503).
 */
export const DEVELOPMENT_KEY_PHRASE = 'erp-academy development instance key - not secret, not for production';

/**
 * The 32-byte key from INSTANCE_ENCRYPTION_KEY (64 hex characters or base64 of 32 bytes); without it the
 * development key, except in production: null.
 */
export function instanceKey(config: Pick<Config, 'INSTANCE_ENCRYPTION_KEY' | 'NODE_ENV'>): Buffer | null {
  const given = config.INSTANCE_ENCRYPTION_KEY;
  if (!given) return config.NODE_ENV === 'production' ? null : createHash('sha256').update(DEVELOPMENT_KEY_PHRASE).digest();
  const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
  if (key.length !== 32) throw new Error('INSTANCE_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/** AES-256-GCM with a random 96-bit IV; `aad` binds the ciphertext to its row (a copy to another row fails). */
export function encryptSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/** Decrypts what encryptSecret made; throws when the key, the AAD or the bytes do not match. */
export function decryptSecret(key: Buffer, stored: string, aad: string): string {
  const [v, iv, tag, ct] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
