/**
 * Shortest password accepted for the bootstrap admin (ADMIN_PASSWORD). One number for the env
 * check and the seed's own guard, so the two can never disagree.
 */
export const adminPasswordMinLength = 12;
