// Role markers of chat templates and prompt formats, and "system:"-style line prefixes: in a
// quoted passage they would try to pass data off as instructions (grounded-prompt.ts).
const templateTokens =
  /<\|[^|<>]{0,40}\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:system|assistant|user|developer|passage)\b[^>]*>/gi;
const rolePrefixes = /^[\t >#*-]*(system|assistant|user|developer|instruction)s?\s*:/gim;

/** Text from outside (a document, a page, a name) made unable to close a passage or pose as a role. */
export function neutraliseRoleMarkers(text: string): string {
  return text
    .replace(templateTokens, ' ')
    .replace(rolePrefixes, (_match, role: string) => `(${role.toLowerCase()})`)
    .replace(/[<>]/g, (char) => (char === '<' ? '‹' : '›'));
}
