import { randomInt } from 'node:crypto';

// Without 0/O and 1/I/L, which callers mishear when a reference is read out.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short reference to read out to the caller, e.g. HB-7K3Q9P. */
export function createReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 6; i++) {
    code += alphabet[randomInt(alphabet.length)];
  }
  return `${prefix}-${code}`;
}
