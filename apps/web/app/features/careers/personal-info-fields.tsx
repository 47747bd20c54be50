import { applicationFormCopy as copy } from '@phi/content';
import { applicationPageMessages } from '@phi/contracts/messages';
import { workAuthorizationLabels, workAuthorizations } from '@phi/contracts/public';
import { FormField, FormSection } from '../../components/form-field.tsx';
import type { ApplicationFormApi } from './application-form-types.ts';

// spec: site-marketing-careers §3 and §5, personal information: email (email type), phone
// (tel type), LinkedIn and portfolio (url type, optional), work authorization (default
// "authorized").
export function PersonalInfoFields({ form }: { form: ApplicationFormApi }) {
  const { register } = form;
  const errors = form.formState.errors.personalInfo;
  return (
    <FormSection title={applicationPageMessages.personalInformation}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={copy.firstName} error={errors?.firstName?.message}>
          {(control) => (
            <input {...control} {...register('personalInfo.firstName')} autoComplete="given-name" />
          )}
        </FormField>
        <FormField label={copy.lastName} error={errors?.lastName?.message}>
          {(control) => (
            <input {...control} {...register('personalInfo.lastName')} autoComplete="family-name" />
          )}
        </FormField>
        <FormField label={copy.email} error={errors?.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('personalInfo.email')}
              type="email"
              autoComplete="email"
            />
          )}
        </FormField>
        <FormField label={copy.phone} error={errors?.phone?.message}>
          {(control) => (
            <input {...control} {...register('personalInfo.phone')} type="tel" autoComplete="tel" />
          )}
        </FormField>
        <FormField
          label={copy.linkedin}
          optionalLabel={copy.optional}
          error={errors?.linkedin?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('personalInfo.linkedin')}
              type="url"
              placeholder="https://"
            />
          )}
        </FormField>
        <FormField
          label={copy.portfolio}
          optionalLabel={copy.optional}
          error={errors?.portfolio?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('personalInfo.portfolio')}
              type="url"
              placeholder="https://"
              autoComplete="url"
            />
          )}
        </FormField>
        <FormField label={copy.location} error={errors?.location?.message}>
          {(control) => (
            <input
              {...control}
              {...register('personalInfo.location')}
              autoComplete="address-level2"
            />
          )}
        </FormField>
        <FormField label={copy.workAuthorization} error={errors?.workAuthorization?.message}>
          {(control) => (
            <select {...control} {...register('personalInfo.workAuthorization')}>
              {workAuthorizations.map((value) => (
                <option key={value} value={value}>
                  {workAuthorizationLabels[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
