// The Chromium the end-to-end tests and the Lighthouse bench drive: Debian's, or PW_CHROMIUM_PATH.
export const chromiumPath = process.env.PW_CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium stalls on refused connections in a closed network.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
