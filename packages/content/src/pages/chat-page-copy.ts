import { chatMessages } from '@phi/contracts/messages';

// spec: chat-news-admin §2 (chat page) names the controls and states, not these words: ours.
// The spec's own texts (greeting, errors, Send, the typing line) live in chatMessages
// (@phi/contracts/messages); nothing here repeats them.

/** Questions offered with the greeting; a click sends one as the visitor's message. */
export const chatSuggestedQuestions: readonly string[] = [
  'What AI automation services do you offer?',
  'How can a voice agent help my business?',
  'How much does a custom voice agent cost?',
  'Are you hiring?',
];

export const chatPageCopy = {
  transcript: `Conversation with ${chatMessages.assistantName}`,
  you: 'You',
  messageLabel: `Message ${chatMessages.assistantName}`,
  composerHint: 'Enter sends, Shift+Enter starts a new line.',
  stop: 'Stop',
  stopHint: 'Escape stops the answer.',
  stopped: 'Answer stopped.',
  /** Under the words of an answer a failure interrupted; the error message follows it. */
  cutShort: 'Answer cut short.',
  suggestions: 'Try asking',
  /** What the polite live region says once a reply is complete (never each piece of it). */
  replied: (text: string) => `${chatMessages.assistantName}: ${text}`,
  javascriptNeeded: `Turn on JavaScript to chat with ${chatMessages.assistantName}.`,
  opensInNewTab: '(opens in a new tab)',
  /** Beside a button that is there but not working yet (voice chat, settings). */
  comingSoonLabel: (feature: string) => `${feature} (${chatMessages.comingSoon.toLowerCase()})`,
} as const;
