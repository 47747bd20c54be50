import type { ApplicationForm, ApplicationFormInput } from '@phi/contracts/public';
import type { UseFormReturn } from 'react-hook-form';

/** The application form's state: what the inputs hold in, what the shared schema gives out. */
export type ApplicationFormApi = UseFormReturn<ApplicationFormInput, unknown, ApplicationForm>;
