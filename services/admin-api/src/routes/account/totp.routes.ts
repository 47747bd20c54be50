import {
  adminSuccessResponseSchema,
  adminTotpConfirmSchema,
  adminTotpDisableSchema,
  adminTotpEnrolmentSchema,
  adminTotpRecoveryCodesSchema,
  adminTotpStatusSchema,
} from '@phi/contracts/admin';
import { errorBodySchema } from '@phi/contracts/errors';
import { strictRateLimit } from '@phi/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedInAdmin } from '../../plugins/auth.ts';
import {
  confirmTotpEnrolment,
  disableSecondFactor,
  readTotpStatus,
  type SecondFactorContext,
  startTotpEnrolment,
} from '../../second-factor/second-factor.service.ts';

export interface TotpRoutesOptions extends SecondFactorContext {
  /** The sign-in limit also guards the calls that check a code or the password. */
  loginLimitPerMinute: number;
}

// Ours: the optional second factor in Settings (docs/architecture.md#security). Enrolment is
// answered before it is complete, as ADMIN_REQUIRE_TOTP sends such an admin here first.
export const totpRoutes: FastifyPluginAsyncZod<TotpRoutesOptions> = async (
  app,
  { loginLimitPerMinute, ...context },
) => {
  const codeChecks = strictRateLimit(loginLimitPerMinute, '1 minute', { isFailClosed: true });

  app.get(
    '/me/totp',
    {
      config: { isAllowedBeforeTotpEnrolment: true },
      schema: {
        tags: ['account'],
        summary: 'Whether your second factor is on, and how many recovery codes are left',
        response: { 200: adminTotpStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => readTotpStatus(context, requireSignedInAdmin(request).id),
  );

  app.post(
    '/me/totp/enrolment',
    {
      config: { isAllowedBeforeTotpEnrolment: true },
      schema: {
        tags: ['account'],
        summary:
          'Start setting up the second factor: a new secret, its otpauth URL and QR code (SVG); the secret is never answered again',
        response: { 200: adminTotpEnrolmentSchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startTotpEnrolment(context, requireSignedInAdmin(request));
    },
  );

  app.post(
    '/me/totp/confirm',
    {
      config: { ...codeChecks, isAllowedBeforeTotpEnrolment: true },
      schema: {
        tags: ['account'],
        summary:
          'Turn the second factor on with a first code; answers 10 single-use recovery codes, once',
        body: adminTotpConfirmSchema,
        response: {
          200: adminTotpRecoveryCodesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const admin = requireSignedInAdmin(request);
      reply.header('cache-control', 'no-store');
      return { recoveryCodes: await confirmTotpEnrolment(context, admin.id, request.body.code) };
    },
  );

  app.post(
    '/me/totp/disable',
    {
      config: codeChecks,
      schema: {
        tags: ['account'],
        summary: 'Turn the second factor off with your password and a code (or a recovery code)',
        body: adminTotpDisableSchema,
        response: {
          200: adminSuccessResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      await disableSecondFactor(context, requireSignedInAdmin(request).id, request.body);
      return { success: true as const };
    },
  );
};
