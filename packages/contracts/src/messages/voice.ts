// spec: voice §2 (builder and assistant panel)
export const voiceBuilderMessages = {
  title: 'Voice Bot Builder',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  customVoiceAgentsTitle: 'Custom Voice Agents',
  companyInformation: 'Company Information',
  uploadDocuments: 'Upload Documents',
  createVoicebot: 'Create Voicebot',
  // The spec describes the placeholder without giving its words; ours.
  placeholder: 'Fill in the form and upload your documents to create your voicebot.',
  readyForConversations: 'Ready for Voice Conversations',
  optimalLength: 'Optimal length',
  microphoneNotSupported: 'Microphone not supported',
  createToActivate: 'Create a voicebot to activate',
} as const;

export const voiceConnectionLabels = {
  connect: 'Connect',
  connecting: 'Connecting...',
  disconnect: 'Disconnect',
  connected: 'Connected',
  disconnected: 'Disconnected',
  micReady: 'Mic Ready',
  micUnavailable: 'Mic Unavailable',
  tapToTalk: 'Tap to talk',
} as const;

// spec: voice §2 (demo bubble fallback panel)
export const voiceComponentErrorMessages = {
  title: (assistantKind: string) => `Voice Component Error (${assistantKind})`,
  body: 'Something went wrong with the voice component. Please refresh the page.',
  refreshPage: 'Refresh Page',
} as const;

// spec: voice §5 (builder validation)
export const voiceValidationMessages = {
  microphoneRequired:
    "Microphone access is required for voice conversations. Please ensure you're using HTTPS or localhost.",
  maxRetries: 'Maximum retry attempts reached. Please check your connection.',
  companyNameRequiredTitle: 'Company Name Required',
  companyNameRequired: 'Please enter a company name',
  invalidBotNameTitle: 'Invalid Bot Name',
  botNameTooShort: 'Bot name must be at least 2 characters',
  botNameTooLong: 'Bot name must be under 20 characters',
  botNameInvalidChars: 'Bot name can only contain letters, numbers, and spaces',
  contentRequiredTitle: 'Content Required',
  contentRequired: 'Please provide either files or a description (or both) to create your voicebot',
  descriptionTooShort: (words: number) =>
    `Description needs at least 15 words (currently ${words})`,
  descriptionTooLong: (words: number) =>
    `Description should be under 100 words (currently ${words})`,
  fileTypeNotSupported: (extension: string) =>
    `File type ${extension} is not supported. Please upload PDF, DOCX, TXT, or MD files.`,
  fileTooLarge: 'File size exceeds 10MB limit. Please choose a smaller file.',
  filesSkipped: (count: number) =>
    `Some files were skipped. Only PDF, DOC, DOCX, TXT, CSV, JSON, XML, and HTML files are supported. Skipped ${count} file(s).`,
  filesUploaded: (count: number) => `Successfully uploaded ${count} file(s)`,
} as const;

// spec: voice §8 (error catalogue)
export const voiceErrorMessages = {
  phiTokenFailed: (status: number, statusText: string) =>
    `Failed to get Phi token: ${status} ${statusText}`,
  demoTokenFailed: (
    kind: 'hotel' | 'restaurant' | 'hospital',
    status: number,
    statusText: string,
  ) => `Failed to get ${kind} token: ${status} ${statusText}`,
  companyTokenFailed: (status: number) => `Failed to get company token: ${status}`,
  connectionFailedTitle: 'Connection Failed',
  tokenRequestFailed: (status: number) => `Token request failed: ${status}`,
  phaseFailed: (phase: 'connection' | 'disconnection' | 'retry', message: string) =>
    `${phase} failed: ${message}`,
  maxAttempts: 'Max connection attempts reached',
  maxRetries: 'Maximum retry attempts reached. Please check your connection.',
  defaultConnectionError: 'Connection failed',
  tokenServerOk: 'Token server connection successful',
  tokenServerFailed: 'Token server connection failed',
  tokenServerTestFailed: 'Token server test failed',
  uploadFailed: (statusText: string) => `Upload failed: ${statusText}`,
  indexingFailed: (statusText: string) => `Indexing failed: ${statusText}`,
  creationFailedTitle: 'Error Creating Voicebot',
  creationFailed: (message: string) => `Failed to create voicebot: ${message}`,
  noVoicebotTitle: 'No Voicebot Available',
  noVoicebot: 'Please create a voicebot first',
  disconnectionFailedTitle: 'Disconnection Failed',
} as const;

// Ours: why GET /api/voice/health reads unhealthy (spec voice §8 asks only for an error text).
// The server's address stays out of them: the answer is public; the log has it.
export const voiceHealthMessages = {
  notConfigured: 'No voice server (LiveKit) is configured.',
  answered: (status: number) => `The voice server answered ${status}.`,
  timedOut: (timeoutMs: number) => `The voice server did not answer within ${timeoutMs} ms.`,
  unreachable: 'The voice server could not be reached.',
} as const;

// spec: voice §8 (success toasts)
export const voiceToastMessages = {
  createdTitle: 'Voicebot Created Successfully!',
  created: (files: number, chunks: number) =>
    `Your company voicebot has been created with ${files} files and ${chunks} knowledge chunks.`,
  connectedTitle: 'Connected Successfully',
  connected: (bot: string, company: string) => `Connected to ${bot} at ${company}`,
  disconnectedTitle: 'Disconnected',
  disconnected: 'Voice connection closed',
} as const;

// Ours: the server's refusals of builder calls. Where the spec has wording (voice §5: the 10 MB
// limit) it is used as is; the type message extends layout A's to every type both layouts
// accept, since the server keeps one rule for both (docs/architecture.md#voice).
export const ragMessages = {
  fileTooLarge: voiceValidationMessages.fileTooLarge,
  fileTypeNotSupported: (extension: string) =>
    `File type ${extension || '(none)'} is not supported. Please upload PDF, DOCX, TXT, MD, CSV, JSON, XML, or HTML files.`,
  fileContentMismatch: (fileName: string, expected: string) =>
    `${fileName} is not a real ${expected} file: its content does not match its name. Please upload the original document.`,
  fileUnreadable: (fileName: string) =>
    `${fileName} could not be read. Please upload a document that holds text.`,
  tooManyFiles: (max: number) =>
    `A voicebot can hold at most ${max} files. Remove some files or create another voicebot.`,
  totalTooLarge: (maxMb: number) =>
    `The files of a voicebot may total at most ${maxMb}MB. Please choose smaller files.`,
  noFiles: 'Please choose at least one file to upload.',
  notMultipart: 'Send the files as multipart/form-data with a voicebot_id field.',
  voicebotIdFirst: 'Send the voicebot_id field before the files.',
  voicebotClaimed:
    'This voicebot id is already in use. Create a new voicebot, or send its owner key.',
  wrongOwnerKey: 'The owner key does not match this voicebot.',
  voicebotNotFound: 'Voicebot not found.',
  indexJobNotFound: 'Indexing job not found.',
  indexFailed: (reason: string) => `Indexing failed: ${reason}`,
  indexQueueUnavailable: 'The indexing service is not reachable. Please try again in a moment.',
  noReadableDocument: 'None of the documents could be read.',
  indexingBroke: 'Something went wrong while indexing the documents. Please try again.',
  nothingToIndex: voiceValidationMessages.contentRequired,
  noAnswer:
    "I couldn't find anything about that in this voicebot's documents. Try asking with other words, or add a document that covers it.",
} as const;
