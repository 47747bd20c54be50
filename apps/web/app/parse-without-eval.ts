import { parseWithoutEval } from '@phi/contracts/browser';

// Imported first by root.tsx: zod decides whether to compile a schema's parser when the schema
// is created, and the contract schemas are created as their modules load, so this must run
// before any of them. The pages' script policy has no 'unsafe-eval'
// (build-tools/prerendered-html.ts), which refuses zod's eval probe.
parseWithoutEval();
