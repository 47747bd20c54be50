export * from './constants.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './messages.ts';
export * from './navigation.ts';
