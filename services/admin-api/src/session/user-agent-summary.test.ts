import { describe, expect, it } from 'vitest';
import { summariseUserAgent } from './user-agent-summary.ts';

describe('summariseUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Linux');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on Windows');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      ),
    ).toBe('Firefox 128 on macOS');
  });

  it('keeps a short first word of an unknown client and nothing for none', () => {
    expect(summariseUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(summariseUserAgent(undefined)).toBeNull();
    expect(summariseUserAgent('')).toBeNull();
  });
});
