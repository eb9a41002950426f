import { randomInt } from 'node:crypto';

/**
 * A password nobody knows for a seeded account that never signs in. Digits only after a fixed word: random letters
 * could spell part of the account's name ("Ana", "Ravi"), which the password rule refuses, failing the seed now and
 * then.
 */
export function seedPassword(): string {
  const digits = Array.from({ length: 4 }, () => String(randomInt(0, 1_000_000)).padStart(6, '0')).join('');
  return `Seed-${digits}`;
}
