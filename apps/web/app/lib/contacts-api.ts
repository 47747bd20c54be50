import type { ContactRequestInput, ContactResponse } from '@phi/contracts/public';
import { readApiError } from './api-error.ts';

/** POST /api/contacts (spec: site-marketing-careers §7); throws an ApiError when refused. */
export async function sendContactMessage(request: ContactRequestInput): Promise<ContactResponse> {
  const response = await fetch('/api/contacts', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    throw await readApiError(response);
  }
  // Loaded on demand like every schema of this client (see jobs-api.ts).
  const [{ contactResponseSchema }, body] = await Promise.all([
    import('@phi/contracts/public'),
    response.json() as Promise<unknown>,
  ]);
  return contactResponseSchema.parse(body);
}
