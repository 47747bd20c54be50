import { adminTotp } from '@phi/contracts/constants';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// RFC 6238 with the parameters authenticator apps assume (adminTotp in @phi/contracts).
function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: adminTotp.issuer,
    label,
    algorithm: 'SHA1',
    digits: adminTotp.digits,
    period: adminTotp.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export interface TotpEnrolmentData {
  otpauthUrl: string;
  qrCodeSvg: string;
}

/** The otpauth:// URL and its QR code, made here so the secret never goes to a third party. */
export async function describeTotpEnrolment(
  secretBase32: string,
  label: string,
): Promise<TotpEnrolmentData> {
  const otpauthUrl = totpFor(secretBase32, label).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return { otpauthUrl, qrCodeSvg };
}

export function isTotpCodeShaped(code: string): boolean {
  return new RegExp(`^\\d{${adminTotp.digits}}$`).test(code);
}

/**
 * The 30-second step a code belongs to (allowing adminTotp.driftSteps either side), or null
 * when it matches none. The caller spends the step, so a code is accepted once only.
 */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!isTotpCodeShaped(code)) {
    return null;
  }
  const delta = totpFor(secretBase32, 'check').validate({
    token: code,
    timestamp: now.getTime(),
    window: adminTotp.driftSteps,
  });
  if (delta === null) {
    return null;
  }
  return Math.floor(now.getTime() / 1000 / adminTotp.periodSeconds) + delta;
}

/** The code of a secret at a moment: for tests, which act as the admin's authenticator. */
export function generateTotpCode(secretBase32: string, now: Date): string {
  return totpFor(secretBase32, 'check').generate({ timestamp: now.getTime() });
}
