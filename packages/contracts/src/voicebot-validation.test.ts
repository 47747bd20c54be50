import { describe, expect, it } from 'vitest';
import {
  canCreateVoicebot,
  countWords,
  validateBotName,
  validateCompanyName,
  validateDescription,
} from './voicebot-validation.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('validateBotName (spec: voice §5)', () => {
  it('accepts 2 to 20 letters, numbers and spaces after trimming', () => {
    expect(validateBotName('Al')).toBeNull();
    expect(validateBotName('  Phi Bot 2  ')).toBeNull();
    expect(validateBotName('a'.repeat(20))).toBeNull();
  });

  it('rejects names that are too short, even when padded', () => {
    expect(validateBotName('A')).toBe('Bot name must be at least 2 characters');
    expect(validateBotName('   A   ')).toBe('Bot name must be at least 2 characters');
    expect(validateBotName('')).toBe('Bot name must be at least 2 characters');
  });

  it('rejects names over 20 characters', () => {
    expect(validateBotName('a'.repeat(21))).toBe('Bot name must be under 20 characters');
  });

  it('rejects anything but letters, numbers and spaces', () => {
    for (const name of ['Phi-Bot', 'Bot_1', 'Bøt', 'Bot!', 'Tab\tBot']) {
      expect(validateBotName(name)).toBe('Bot name can only contain letters, numbers, and spaces');
    }
  });
});

describe('description word count (spec: voice §5)', () => {
  it('counts words by whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one  two\nthree\tfour ')).toBe(4);
  });

  it('accepts an empty description and 15 to 100 words', () => {
    expect(validateDescription('')).toBeNull();
    expect(validateDescription('  \n ')).toBeNull();
    expect(validateDescription(words(15))).toBeNull();
    expect(validateDescription(words(100))).toBeNull();
  });

  it('names the current count when outside the range', () => {
    expect(validateDescription(words(14))).toBe(
      'Description needs at least 15 words (currently 14)',
    );
    expect(validateDescription(words(1))).toBe('Description needs at least 15 words (currently 1)');
    expect(validateDescription(words(101))).toBe(
      'Description should be under 100 words (currently 101)',
    );
  });
});

describe('voicebot form', () => {
  it('requires a company name', () => {
    expect(validateCompanyName('  ')).toBe('Please enter a company name');
    expect(validateCompanyName('Acme')).toBeNull();
  });

  it('enables Create only with company, bot name, content and no creation running', () => {
    const ready = {
      companyName: 'Acme',
      botName: 'Ava',
      description: '',
      fileCount: 1,
      isCreating: false,
    };
    expect(canCreateVoicebot(ready)).toBe(true);
    expect(canCreateVoicebot({ ...ready, fileCount: 0 })).toBe(false);
    expect(canCreateVoicebot({ ...ready, fileCount: 0, description: 'About us' })).toBe(true);
    expect(canCreateVoicebot({ ...ready, companyName: ' ' })).toBe(false);
    expect(canCreateVoicebot({ ...ready, botName: '' })).toBe(false);
    expect(canCreateVoicebot({ ...ready, isCreating: true })).toBe(false);
  });
});
