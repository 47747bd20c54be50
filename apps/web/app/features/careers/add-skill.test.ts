import { describe, expect, it } from 'vitest';
import { addSkill } from './add-skill.ts';

describe('skills (spec: site-marketing-careers §4)', () => {
  it('trims, ignores blanks and duplicates', () => {
    expect(addSkill(['Go'], '  Rust ')).toEqual(['Go', 'Rust']);
    expect(addSkill(['Go'], 'Go')).toEqual(['Go']);
    expect(addSkill(['Go'], '   ')).toEqual(['Go']);
  });
});
