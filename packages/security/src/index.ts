export * from './generate.ts';
export * from './passwords.ts';
