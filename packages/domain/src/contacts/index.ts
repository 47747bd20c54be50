export * from './contact-submission.service.ts';
