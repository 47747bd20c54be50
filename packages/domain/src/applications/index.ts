export * from './application-submission.service.ts';
