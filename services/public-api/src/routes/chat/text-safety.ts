// Nothing the chat sends is HTML (the page renders Markdown without raw HTML, but a JSON client
// or a log viewer might not): "<" before a tag-like character becomes "‹". Deltas arrive in
// pieces, so a "<" at the end of one is held until the next shows what follows it.
const tagStart = /<(?=[A-Za-z/!?])/g;

export function createHtmlNeutraliser(): { push(text: string): string; flush(): string } {
  let held = '';
  return {
    push(text) {
      let input = held + text;
      held = '';
      if (input.endsWith('<')) {
        held = '<';
        input = input.slice(0, -1);
      }
      return input.replace(tagStart, '‹');
    },
    flush() {
      const rest = held;
      held = '';
      return rest;
    },
  };
}
