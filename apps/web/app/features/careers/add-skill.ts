/** spec: site-marketing-careers §4, adds a skill unless blank after trimming or already listed. */
export function addSkill(skills: readonly string[], raw: string): string[] {
  const skill = raw.trim();
  return skill === '' || skills.includes(skill) ? [...skills] : [...skills, skill];
}
