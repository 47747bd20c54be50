export * from './owner-key.ts';
export * from './voice-transcript.service.ts';
export * from './voicebot-access.service.ts';
export * from './voicebot-details.service.ts';
export * from './voicebot-documents.ts';
export * from './voicebot-usage.service.ts';
