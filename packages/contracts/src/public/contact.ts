import { z } from 'zod';
import { contactAbuseGuard, textLimits } from '../constants.ts';
import { contactServiceSchema } from '../enums.ts';
import { contactFormMessages } from '../messages/site.ts';
import { optionalText, requiredText } from '../schema-helpers.ts';

// spec: site-marketing-careers §2.8, §3 and §5 (contact form): name, email and message
// required; company and service optional; service is one of the four choices or empty.
export const contactRequestSchema = z
  .object({
    name: requiredText(contactFormMessages.nameRequired, textLimits.name),
    email: z
      .string({ error: contactFormMessages.emailRequired })
      .trim()
      .min(1, contactFormMessages.emailRequired)
      .max(textLimits.email)
      .pipe(z.email({ error: contactFormMessages.emailInvalid })),
    company: optionalText(textLimits.company),
    service: z
      .union([contactServiceSchema, z.literal('')], { error: contactFormMessages.serviceInvalid })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    message: requiredText(contactFormMessages.messageRequired, textLimits.message),
    // Ours, abuse protection without a third-party service; both optional so a client that
    // sends only the spec's fields is still served. `website` is a honeypot input hidden from
    // people (a value means a bot filled it); `startedAt` is when the form was shown (epoch ms).
    [contactAbuseGuard.honeypotField]: z.string().max(textLimits.url).optional(),
    startedAt: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'ContactRequest' });
/** What the form holds and sends. */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
/** What the server works with after parsing (blank optionals removed, text trimmed). */
export type ContactRequest = z.output<typeof contactRequestSchema>;

// The spec reads the answer as JSON without naming fields; ours.
export const contactResponseSchema = z
  .object({ success: z.literal(true), id: z.string() })
  .meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

// spec: site-marketing-careers §7, the cache key the form invalidates on success
export const contactsQueryKey = ['/api/contacts'] as const;

export const emptyContactForm: ContactRequestInput = {
  name: '',
  email: '',
  company: '',
  service: '',
  message: '',
};
