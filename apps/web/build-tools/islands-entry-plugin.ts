import type { Plugin } from 'vite';

// The page entry of the island pages (app/entry.islands.ts) is a second input of React Router's
// client build: it shares that build's chunks (React, the components) and its manifest
// (.vite/manifest.json), from which build-tools/prerendered-html.ts reads its file name.
// React Router's client build is the one whose inputs are its route modules, marked by this
// query; the prerender's server build is left alone.
const clientRouteQuery = '?__react-router-build-client-route';

export function islandsEntryPlugin(entry: string): Plugin {
  return {
    name: 'phi-islands-entry',
    apply: 'build',
    options(options) {
      const { input } = options;
      if (Array.isArray(input) && input.some((id) => id.includes(clientRouteQuery))) {
        return { ...options, input: [...input, entry] };
      }
      return null;
    },
  };
}
