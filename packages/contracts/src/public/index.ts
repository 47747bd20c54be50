export * from '../enums.ts';
export * from '../health.ts';
export * from './jobs.ts';
