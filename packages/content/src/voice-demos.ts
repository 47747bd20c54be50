// The demo voice assistants' copy (spec: voice §1 and §2). Names, labels of the bubbles and the
// states' wording are ours where the spec gives none; the spec's own texts (Tap to talk, the
// transcript labels, the error catalogue) live in @phi/contracts.

export type DemoAssistantCopyKind = 'general' | 'hotel' | 'restaurant' | 'hospital';

export interface VoiceDemoAssistantCopy {
  /** The assistant kind as the fallback panel's title names it: "Voice Component Error (Hotel)". */
  readonly kindName: string;
  readonly title: string;
  readonly description: string;
  /** What a visitor might say, to get started. */
  readonly tryAsking: readonly string[];
}

/**
 * spec: voice §2, the hotel bubble "shows a sample hotel name and location". Sample data: no
 * real hotel, and the bubble says so beside it.
 */
export const sampleHotel = {
  name: 'The Harbour View Hotel',
  location: 'Brighton, United Kingdom',
  sampleLabel: 'Sample hotel for this demo',
} as const;

export const voiceDemoAssistants: Readonly<Record<DemoAssistantCopyKind, VoiceDemoAssistantCopy>> =
  {
    general: {
      kindName: 'General',
      title: 'Talk to Phi',
      description:
        'Ask our voice assistant about voice agents, automation and how Phi Automation works.',
      tryAsking: ['What can a voice agent do for my business?', 'How long does a rollout take?'],
    },
    hotel: {
      kindName: 'Hotel',
      title: 'Hotel receptionist',
      description: 'Book a room, ask about check-in times or request a late checkout.',
      tryAsking: ['Do you have a double room free this Friday?', 'What time is check-in?'],
    },
    restaurant: {
      kindName: 'Restaurant',
      title: 'Restaurant order-taker',
      description: 'Order a takeaway, ask about dietary options or book a table.',
      tryAsking: ['Which dishes are vegetarian?', 'I would like to order for collection.'],
    },
    hospital: {
      kindName: 'Hospital',
      title: 'Hospital appointment coordinator',
      description: 'Book, move or cancel an appointment and ask what to bring.',
      tryAsking: ['I need to move my appointment.', 'What should I bring to my first visit?'],
    },
  };

/** The states and notes of a bubble, in our words (the spec names the states, not these). */
export const voiceBubbleCopy = {
  /** Prerendered and JavaScript-off state: the button cannot work without the page's scripts. */
  needsJavaScript: 'Voice conversations need JavaScript and a microphone.',
  microphoneUnsupported: 'This browser cannot use a microphone here, so voice is turned off.',
  notAvailable: 'Voice conversations are not available on this server.',
  stateLabels: {
    idle: 'Ready',
    error: 'Connection problem',
    speaking: 'Assistant speaking',
    listening: 'Listening',
    paused: 'Microphone off',
    connected: 'Connected, waiting for the assistant',
    disabled: 'Voice unavailable',
    retrying: 'Reconnecting',
  },
  tapToEnd: 'Tap to end',
  liveTranscript: 'Live transcript',
  tryAsking: 'Try asking',
  connectionTimedOut: (seconds: number) => `no answer from the voice server within ${seconds} s`,
} as const;
