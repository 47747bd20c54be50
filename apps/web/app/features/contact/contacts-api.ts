import { contactToastMessages } from '@phi/contracts/messages';
import {
  type ContactRequestInput,
  type ContactResponse,
  contactResponseSchema,
} from '@phi/contracts/public';
import { requestJson } from '@phi/ui/api';

// Imported statically: the form that sends this already holds the public contracts (its own
// schema checks the fields) and is itself in the form's island chunk (contact-form-slot.tsx).

/** POST /api/contacts (spec: site-marketing-careers §7); throws an ApiError when refused. */
export function sendContactMessage(request: ContactRequestInput): Promise<ContactResponse> {
  return requestJson('/api/contacts', {
    method: 'POST',
    body: request,
    schema: contactResponseSchema,
    networkErrorMessage: contactToastMessages.errorDescription,
    invalidResponseMessage: contactToastMessages.errorDescription,
  });
}
