import { createHash, randomInt } from 'node:crypto';
import { adminTotp } from '@phi/contracts/constants';

// Lower-case letters and digits without look-alikes (0/o, 1/l/i): 31 symbols, 16 per code,
// about 79 bits, so a fast hash is enough to store them (nobody can guess through the list).
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const groups = 4;
const groupLength = 4;

function generateRecoveryCode(): string {
  const parts: string[] = [];
  for (let group = 0; group < groups; group += 1) {
    let part = '';
    for (let index = 0; index < groupLength; index += 1) {
      part += alphabet[randomInt(alphabet.length)];
    }
    parts.push(part);
  }
  return parts.join('-');
}

export function generateRecoveryCodes(): string[] {
  return Array.from({ length: adminTotp.recoveryCodeCount }, generateRecoveryCode);
}

/** The code as typed, with case, spaces and dashes ignored. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
