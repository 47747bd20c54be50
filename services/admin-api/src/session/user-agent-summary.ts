// What the Settings session list shows of a sign-in's browser: "Chrome 131 on Linux". Only this
// summary is stored, not the full header, which says more about the person than the list needs.
const browsers: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:HeadlessChrome|Chromium|Chrome)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const maxLength = 80;

export function summariseUserAgent(header: string | undefined): string | null {
  if (!header) {
    return null;
  }
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(header);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = systems.find(([pattern]) => pattern.test(header))?.[1] ?? null;
  if (browser && system) {
    return `${browser} on ${system}`;
  }
  // An unknown client (a script, a tool) shows its own first word, shortened.
  return browser ?? system ?? header.split(/\s/)[0]?.slice(0, maxLength) ?? null;
}
