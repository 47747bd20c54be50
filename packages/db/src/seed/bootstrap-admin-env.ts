import { adminUsernameMaxLength } from '@phi/contracts/constants';
import { adminPasswordMinLength, isCommonPassword } from '@phi/security';
import { z } from 'zod';

/**
 * The bootstrap admin variables (docs/architecture.md#first-admin), all optional: unset, the
 * first start creates `admin` with a generated password. One definition for every reader: the
 * db CLI, admin-api's migrate job and the standalone launcher.
 */
export const bootstrapAdminEnv = {
  ADMIN_USERNAME: z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(adminUsernameMaxLength, `must be at most ${adminUsernameMaxLength} characters`)
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(adminPasswordMinLength, `must be at least ${adminPasswordMinLength} characters`)
    .refine(
      // One problem at a time: a short password is reported as short only.
      (password) => password.length < adminPasswordMinLength || !isCommonPassword(password),
      'is on the list of common passwords',
    )
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
};

/**
 * SEED_SAMPLE_DATA: insert the sample jobs and blog posts (docs/architecture.md#sample-data).
 * Unset means false, so a production migrate never publishes demo content by accident.
 */
export const seedSampleDataEnv = {
  SEED_SAMPLE_DATA: z.stringbool({ error: 'must be true or false' }).default(false),
};
