import { botNameLength, descriptionWords } from './constants.ts';
import { voiceValidationMessages } from './messages/voice.ts';

const botNamePattern = /^[A-Za-z0-9 ]+$/;

// spec: voice §5, bot name: trimmed, 2 to 20 characters, letters, numbers and spaces only
export function validateBotName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < botNameLength.min) {
    return voiceValidationMessages.botNameTooShort;
  }
  if (trimmed.length > botNameLength.max) {
    return voiceValidationMessages.botNameTooLong;
  }
  if (!botNamePattern.test(trimmed)) {
    return voiceValidationMessages.botNameInvalidChars;
  }
  return null;
}

// spec: voice §5, words are counted by whitespace
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

// spec: voice §5, an empty description is valid; otherwise 15 to 100 words
export function validateDescription(description: string): string | null {
  const words = countWords(description);
  if (words === 0) {
    return null;
  }
  if (words < descriptionWords.min) {
    return voiceValidationMessages.descriptionTooShort(words);
  }
  if (words > descriptionWords.max) {
    return voiceValidationMessages.descriptionTooLong(words);
  }
  return null;
}

export function validateCompanyName(companyName: string): string | null {
  return companyName.trim() === '' ? voiceValidationMessages.companyNameRequired : null;
}

// spec: voice §5, at least one file or a description
export function hasVoicebotContent(fileCount: number, description: string): boolean {
  return fileCount > 0 || description.trim() !== '';
}

export interface VoicebotFormState {
  companyName: string;
  botName: string;
  description: string;
  fileCount: number;
  isCreating: boolean;
}

// spec: voice §5, the create button's enabled rule
export function canCreateVoicebot(state: VoicebotFormState): boolean {
  return (
    state.companyName.trim() !== '' &&
    state.botName.trim() !== '' &&
    hasVoicebotContent(state.fileCount, state.description) &&
    !state.isCreating
  );
}
