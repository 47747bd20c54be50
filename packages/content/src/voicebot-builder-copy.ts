// Ours: the voice bot builder's interface wording that the spec (voice §2) leaves open. The
// spec's own texts (titles, validation messages, toasts, connection labels) live in
// @phi/contracts/messages; nothing here repeats them.

const bytesPerMegabyte = 1024 * 1024;

export const voicebotBuilderCopy = {
  stepsLabel: 'Builder progress',
  stepDone: 'done',
  stepCurrent: 'current',
  voiceHeading: 'Choose a voice',
  voiceHint: 'The voice your callers will hear.',
  personalityHeading: 'Choose a personality',
  personalityHint: 'How your voicebot speaks and behaves.',
  selected: 'Selected',
  formIntro:
    'Tell us about your company and upload the documents your voicebot should answer from.',
  companyName: 'Company name',
  companyNamePlaceholder: 'e.g. Harbour View Hotel',
  botName: 'Bot name',
  botNamePlaceholder: 'e.g. Ava',
  botNameHint: '2 to 20 letters, numbers or spaces.',
  description: 'Company description',
  descriptionPlaceholder:
    'What does your company do, for whom, and what should callers be able to ask?',
  descriptionHint: 'Optional if you upload documents: 15 to 100 words.',
  wordCount: (words: number) => `${words} ${words === 1 ? 'word' : 'words'}`,
  invalidDescriptionTitle: 'Invalid Description',
  dropZone: 'Drag and drop your documents here',
  dropZoneOr: 'or',
  chooseFiles: 'Choose files',
  acceptedFiles: 'PDF, DOCX, TXT, MD, CSV, JSON, XML or HTML, up to 10 MB each.',
  filesHeading: 'Your documents',
  fileStatus: { uploading: 'Uploading', success: 'Uploaded', error: 'Failed' },
  rejectedHeading: 'These files were not added:',
  creating: 'Creating your voicebot…',
  creatingProgress: 'Voicebot creation progress',
  indexingProgress: (processed: number, total: number) =>
    `Indexed ${processed} of ${total} ${total === 1 ? 'document' : 'documents'}`,
  panelHeading: 'Test your voicebot',
  summaryFiles: 'Files',
  summaryChunks: 'Knowledge chunks',
  summaryBot: (bot: string, company: string) => `${bot} at ${company}`,
  botStatusLabel: 'Status',
  botStatus: { ready: 'Ready', active: 'Active', testing: 'Testing' },
  restoring: 'Loading your voicebot…',
  robotLabel: (state: string) => `3D robot assistant, ${state}`,
  voiceHeading2: 'Talk to it',
  voiceUnavailable:
    'Voice is not available here: this site has no voice server configured. You can still test your voicebot in text below.',
  transcriptHeading: 'Live transcript',
  transcriptEmpty: 'Connect and speak: the conversation appears here.',
  transcriptYou: 'You',
  textTestHeading: 'Test my bot',
  textTestHint: 'Type a question and get the answer from your documents.',
  questionLabel: 'Your question',
  questionPlaceholder: 'e.g. What time is check-out?',
  ask: 'Ask',
  asking: 'Asking…',
  citationsHeading: 'From your documents',
  answeredFromDocuments: 'Answered from your documents',
  askFailedTitle: 'Question failed',
  deleteVoicebot: 'Delete voicebot',
  deleting: 'Deleting…',
  deleteConfirm: 'Delete this voicebot and its documents? This cannot be undone.',
  cancel: 'Cancel',
  deletedTitle: 'Voicebot deleted',
  deletedDescription: 'Its documents and knowledge chunks were removed.',
  deleteFailedTitle: 'Delete failed',
  restoreGoneTitle: 'Voicebot no longer available',
  restoreGone: 'The voicebot saved in this browser no longer exists on the server.',
  jsRequired:
    'The voice bot builder runs in your browser and needs JavaScript. Turn JavaScript on to choose a voice, upload your documents and test your voicebot.',
  globeLabel: 'Decorative globe of light points',
} as const;

/** spec: voice §5, layout B: file sizes in MB with 2 decimals. */
export function formatFileSizeMb(bytes: number): string {
  return `${(bytes / bytesPerMegabyte).toFixed(2)} MB`;
}
