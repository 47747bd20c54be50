import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './env.ts';

// The refresh cookie keeps Secure and the __Host- prefix only where browsers accept them over
// plain http: the loopback addresses (tools/standalone/src/standalone.ts).
describe('isLoopbackHost', () => {
  it('knows the loopback names and addresses', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('refuses every other address, the wildcard included', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'phi.example', '127.0.0.1.nip.io']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
