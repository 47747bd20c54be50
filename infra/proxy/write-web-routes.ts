// Run in infra/docker/spa.Dockerfile after the web build (Node 24 runs it by stripping types):
//   node infra/proxy/write-web-routes.ts <route-patterns.json> <web-routes.conf>
import { readFileSync, writeFileSync } from 'node:fs';
import { parseRoutePatterns, webRoutesConf } from './web-routes.ts';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: write-web-routes <route-patterns.json> <web-routes.conf>');
  process.exit(1);
}
const patterns = parseRoutePatterns(readFileSync(input, 'utf8'), input);
writeFileSync(output, webRoutesConf(patterns, input));
console.log(`${output}: ${patterns.length} route patterns`);
