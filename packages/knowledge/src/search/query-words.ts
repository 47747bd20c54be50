// Words of a visitor's question worth searching for. PostgreSQL's English configuration drops
// its stop words ("how", "does", "the") when it stems; these are the chat fillers it keeps,
// which say nothing about what is asked and would only lower a question's coverage.
const chatFillers = new Set([
  'hey',
  'hello',
  'hiya',
  'thanks',
  'thank',
  'please',
  'pls',
  'plz',
  'tell',
  'know',
  'want',
  'wanna',
  'like',
  'would',
  'could',
  'much',
  'many',
  'also',
  'anything',
  'something',
  'stuff',
  'thing',
  'things',
  'really',
  'kind',
  'sort',
  'get',
  'got',
  'guys',
  'ur',
  // Contractions typed without their apostrophe, which the stemmer no longer sees as stop words.
  'whats',
  'hows',
  'wheres',
  'whos',
  'thats',
  'theres',
  'im',
  'ive',
  'id',
  'youre',
  'dont',
  'doesnt',
  'didnt',
  'cant',
  'wont',
  'isnt',
  'arent',
  'yes',
  'ok',
  'okay',
  'one',
  'lot',
  'lots',
  'way',
  'ways',
  'need',
  'looking',
  'exactly',
  'actually',
  'maybe',
  'possible',
]);

const maxQueryWords = 12;

/** Lower case without accents, so "Café" and "cafe" are one word. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The question's words, folded, without chat fillers, single letters ("u"), contractions'
 * endings ("what's") or repeats, at most 12.
 */
export function queryWords(query: string): string[] {
  const words = foldWord(query).match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/['’][a-z]+$/, '');
    if (word.length < 2 || chatFillers.has(word) || kept.includes(word)) {
      continue;
    }
    kept.push(word);
    if (kept.length === maxQueryWords) {
      break;
    }
  }
  return kept;
}
