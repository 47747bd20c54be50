import { adminPasswordLength } from '@phi/contracts/constants';

/**
 * Shortest password accepted for an admin (ADMIN_PASSWORD, admin user forms). One number,
 * from the contracts, for the env check, the seed's own guard and the API schemas.
 */
export const adminPasswordMinLength = adminPasswordLength.min;
