export * from '../enums.ts';
export * from '../health.ts';
export * from '../public/jobs.ts';
export * from './auth.ts';
