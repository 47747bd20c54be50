export * from './jobs.mapper.ts';
export * from './open-jobs.service.ts';
