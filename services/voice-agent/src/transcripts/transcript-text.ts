import { voiceTranscriptLimits } from '@phi/contracts/public';

// Transcript lines are the caller's words (and the agent's, which the caller can steer): stored
// and shown as plain text only, and quoted to a model as data, never as instructions.

// Control characters (tabs and newlines become spaces) and the bidirectional overrides that can
// make a line display differently from what it holds.
const controlCharacters = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** One line as stored: plain text on one line, whitespace collapsed, at most `max` characters. */
export function toPlainLine(text: string, max: number = voiceTranscriptLimits.turnChars): string {
  const flat = text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
