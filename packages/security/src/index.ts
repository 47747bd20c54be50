export * from './common-password.ts';
export * from './generate.ts';
export * from './password-policy.ts';
export * from './passwords.ts';
