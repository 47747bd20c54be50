import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from JWT_SECRET, so a
// database dump alone yields no second factor. Replacing JWT_SECRET makes stored secrets
// unreadable: every admin then enrols again (docs/architecture.md#security).
const version = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null for anything this key did not seal. */
  open(sealed: string): string | null;
}

export function createSecretBox(rootSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', rootSecret, 'phi-admin-api', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv, tag, data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [tagVersion, iv, tag, data] = sealed.split('.');
      if (tagVersion !== version || !iv || !tag || data === undefined) {
        return null;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
