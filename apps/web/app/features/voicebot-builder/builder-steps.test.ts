import { describe, expect, it } from 'vitest';
import { builderReducer, initialBuilderChoices } from './builder-steps.ts';

// spec: voice §4, the builder step runs 1 to 4
describe('builder steps', () => {
  it('starts at step 1 with nothing chosen', () => {
    expect(initialBuilderChoices).toEqual({ step: 1, voiceId: null, templateId: null });
  });

  it('choosing a voice sets step 2, a template step 3, adding files step 4', () => {
    const voice = builderReducer(initialBuilderChoices, { type: 'voice-chosen', voiceId: 'luna' });
    expect(voice).toEqual({ step: 2, voiceId: 'luna', templateId: null });
    const template = builderReducer(voice, { type: 'template-chosen', templateId: 'sales' });
    expect(template).toEqual({ step: 3, voiceId: 'luna', templateId: 'sales' });
    expect(builderReducer(template, { type: 'files-added' }).step).toBe(4);
  });

  it('sets the step the choice names, even going back (a voice chosen after files is step 2)', () => {
    const atFour = builderReducer(initialBuilderChoices, { type: 'files-added' });
    expect(atFour.step).toBe(4);
    expect(builderReducer(atFour, { type: 'voice-chosen', voiceId: 'neo' }).step).toBe(2);
  });

  it('a created voicebot opens the Test step; removing it starts over', () => {
    const created = builderReducer(
      { step: 3, voiceId: 'alex', templateId: 'friendly' },
      { type: 'voicebot-created' },
    );
    expect(created.step).toBe(4);
    expect(builderReducer(created, { type: 'voicebot-removed' })).toEqual(initialBuilderChoices);
  });
});
