export * from './connection.ts';
export * from './job.ts';
export * from './producer.ts';
export * from './registry.ts';
export * from './schedulers.ts';
export * from './worker.ts';
