/** Short facts about a record on one line ("Acme · Voice agents"), skipping the missing ones. */
export function joinFacts(facts: readonly (string | null | undefined)[]): string {
  return facts.filter(Boolean).join(' · ');
}
