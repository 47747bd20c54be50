import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

// A caller's (or the proxy's) id is kept so one id follows a request across services, but
// only when it is short and plain: it lands in logs and response headers verbatim.
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

export function generateRequestId(req: IncomingMessage): string {
  const incoming = req.headers[requestIdHeader];
  if (typeof incoming === 'string' && saneRequestId.test(incoming)) {
    return incoming;
  }
  return randomUUID();
}
