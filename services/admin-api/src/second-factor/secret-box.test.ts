import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const rootSecret = 'test-secret-that-is-at-least-32-characters-long';

describe('createSecretBox', () => {
  it('seals to text that holds no trace of the secret, and opens it again', () => {
    const box = createSecretBox(rootSecret, 'totp-secret');
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed under another key or purpose, or altered', () => {
    const sealed = createSecretBox(rootSecret, 'totp-secret').seal('secret');
    expect(createSecretBox(`${rootSecret}-other`, 'totp-secret').open(sealed)).toBeNull();
    expect(createSecretBox(rootSecret, 'another-purpose').open(sealed)).toBeNull();
    const [version, iv, tag, data = ''] = sealed.split('.');
    // The first character carries six whole bits of the ciphertext (the last may hold padding).
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(
      createSecretBox(rootSecret, 'totp-secret').open(`${version}.${iv}.${tag}.${flipped}`),
    ).toBeNull();
    expect(createSecretBox(rootSecret, 'totp-secret').open('plain text')).toBeNull();
  });
});
