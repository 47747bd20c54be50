import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormCopy as copy } from '@phi/content';
import { contactAbuseGuard, contactMessageRows } from '@phi/contracts/constants';
import { contactPageMessages, contactToastMessages } from '@phi/contracts/messages';
import {
  type ContactRequest,
  type ContactRequestInput,
  contactRequestSchema,
  contactServiceOptions,
  contactsQueryKey,
  emptyContactForm,
} from '@phi/contracts/public';
import { Button, Spinner } from '@phi/ui';
import { readFieldErrors, readServerMessage } from '@phi/ui/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '../../components/form-field.tsx';
import { QueryProvider } from '../../lib/query-provider.tsx';
import { readContactPrefill } from './contact-prefill.ts';
import { sendContactMessage } from './contacts-api.ts';

const honeypot = contactAbuseGuard.honeypotField;
const formFields: ReadonlySet<string> = new Set(['name', 'email', 'company', 'service', 'message']);

function isFormPath(path: string): path is FieldPath<ContactRequestInput> {
  return formFields.has(path);
}

/** What the form sends: the spec's five fields plus the abuse checks the API expects. */
export function buildContactPayload(
  values: ContactRequest,
  honeypotValue: string,
  startedAt: number,
): ContactRequestInput {
  return {
    name: values.name,
    email: values.email,
    company: values.company ?? '',
    service: values.service ?? '',
    message: values.message,
    [honeypot]: honeypotValue,
    startedAt,
  };
}

// spec: site-marketing-careers §2.8, §4, §5 and §8, the contact form: name, email and message
// required; "Sending..." and disabled while pending; toast "Message Sent" and a reset on
// success, destructive toast "Error" on failure. Checked with the API's own schema.
export function ContactForm() {
  return (
    <QueryProvider>
      <ContactFormFields />
    </QueryProvider>
  );
}

function ContactFormFields() {
  const queryClient = useQueryClient();
  // When the form was shown: the API treats a send within its minimum fill time as a bot's.
  const startedAt = useRef(Date.now());
  const form = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: {
      ...emptyContactForm,
      // Rendered only in the browser, after the island hydrated (contact-form-slot.tsx): the
      // address is read here rather than through a router, which the island has none of.
      message: readContactPrefill(new URLSearchParams(window.location.search)),
      [honeypot]: '',
    },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: async () => {
      toast.success(contactToastMessages.successTitle, {
        description: contactToastMessages.successDescription,
      });
      form.reset({ ...emptyContactForm, [honeypot]: '' });
      startedAt.current = Date.now();
      // spec: §7, the cached contacts list is invalidated and refetched.
      await queryClient.invalidateQueries({ queryKey: contactsQueryKey });
    },
    onError: (error) => {
      console.error('Failed to send the contact message', error);
      const detail = readServerMessage(error);
      toast.error(contactToastMessages.errorTitle, {
        description: (
          <>
            <span className="block">{contactToastMessages.errorDescription}</span>
            {detail ? <span className="mt-1 block">{detail}</span> : null}
          </>
        ),
      });
      for (const field of readFieldErrors(error)) {
        if (isFormPath(field.path)) {
          form.setError(field.path, { message: field.message });
        }
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    mutation.mutate(buildContactPayload(values, form.getValues(honeypot) ?? '', startedAt.current));
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-8 space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={copy.name} error={errors.name?.message}>
          {(control) => <input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label={copy.email} error={errors.email?.message}>
          {(control) => (
            <input {...control} {...form.register('email')} type="email" autoComplete="email" />
          )}
        </FormField>
        <FormField
          label={copy.company}
          optionalLabel={copy.optional}
          error={errors.company?.message}
        >
          {(control) => (
            <input {...control} {...form.register('company')} autoComplete="organization" />
          )}
        </FormField>
        <FormField
          label={copy.service}
          optionalLabel={copy.optional}
          error={errors.service?.message}
        >
          {(control) => (
            <select {...control} {...form.register('service')}>
              <option value="">{copy.chooseService}</option>
              {contactServiceOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={copy.message} error={errors.message?.message}>
        {(control) => (
          <textarea {...control} {...form.register('message')} rows={contactMessageRows} />
        )}
      </FormField>
      {/* Hidden from people and assistive technology; only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {copy.honeypot}
          <input {...form.register(honeypot)} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner className="[&>span]:size-5" /> : null}
        {mutation.isPending ? contactPageMessages.sending : contactPageMessages.sendMessage}
      </Button>
    </form>
  );
}
