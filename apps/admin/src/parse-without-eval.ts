import { parseWithoutEval } from '@phi/contracts/browser';

// Imported first by main.tsx: zod decides whether to compile a schema's parser when the schema
// is created, and the contract schemas are created as their modules load, so this must run
// before any of them. The admin CSP's script-src is 'self' only
// (tools/standalone/src/security-headers.ts), which refuses zod's eval probe.
parseWithoutEval();
