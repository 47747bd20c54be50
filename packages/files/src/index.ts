export * from './file-store.ts';
export * from './stored-file.ts';
export * from './sweep.ts';
export * from './voicebot-sweep.ts';
