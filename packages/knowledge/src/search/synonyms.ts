// Words a visitor uses for what a page says in other words, as stems of PostgreSQL's English
// configuration (synonyms.test.ts checks each against to_tsvector). A question's word in a
// group matches any word of it: "how much does it cost" finds a page's "Pricing". Kept to
// what chat questions about any business ask; everything else is left to the text itself.
export const synonymGroups: readonly (readonly string[])[] = [
  ['price', 'cost', 'fee', 'charg'],
  ['hire', 'job', 'vacanc', 'career', 'recruit'],
];

/** The group of stems a stem belongs to, itself alone when in none. */
export function synonymsOf(lexeme: string): readonly string[] {
  return synonymGroups.find((group) => group.includes(lexeme)) ?? [lexeme];
}
