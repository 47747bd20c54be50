import { voiceBubbleCopy } from '@phi/content';
import { voiceConnection } from '@phi/contracts/constants';
import type {
  Participant,
  RemoteParticipant,
  RemoteTrack,
  Room,
  TextStreamReader,
  TranscriptionSegment,
} from 'livekit-client';
import { type AgentEvent, isAgentParticipant, type TranscriptLine } from './voice-room-state.ts';
import type { VoiceRoomToken } from './voice-token.ts';

// The LiveKit side of the voice room connection (docs/architecture.md#voice). livekit-client is
// imported here on demand, when a visitor starts a conversation, never with a page.

/** What the room tells the state (use-voice-room.ts turns these into reducer actions). */
export interface VoiceRoomListener {
  onAgentEvent(event: AgentEvent): void;
  onTranscript(line: TranscriptLine): void;
  onMicrophone(enabled: boolean): void;
  /** The room closed on its own (server, network, reconnects spent), not by disconnect(). */
  onDisconnected(): void;
}

export interface VoiceRoomSession {
  /** Whether the microphone came on at connect. */
  readonly isMicEnabled: boolean;
  disconnect(): Promise<void>;
}

/** The attribute LiveKit Agents publish their state in (listening, thinking, speaking...). */
export const agentStateAttribute = 'lk.agent.state';
/** The text stream topic LiveKit Agents send transcriptions on. */
export const transcriptionTopic = 'lk.transcription';
const segmentIdAttribute = 'lk.segment_id';
const finalAttribute = 'lk.transcription_final';

export class VoiceConnectTimeoutError extends Error {
  constructor() {
    super(voiceBubbleCopy.connectionTimedOut(voiceConnection.timeoutMs / 1000));
    this.name = 'VoiceConnectTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new VoiceConnectTimeoutError()), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function agentOf(room: Room): RemoteParticipant | undefined {
  return [...room.remoteParticipants.values()].find(isAgentParticipant);
}

/** Plays remote audio: LiveKit hands over tracks, the page needs an element for each. */
function createAudioSink() {
  const elements = new Map<string, HTMLMediaElement>();
  return {
    attach(track: RemoteTrack) {
      if (track.kind !== 'audio' || !track.sid || elements.has(track.sid)) {
        return;
      }
      const element = track.attach();
      element.hidden = true;
      document.body.append(element);
      elements.set(track.sid, element);
    },
    detach(track: RemoteTrack) {
      const element = track.sid ? elements.get(track.sid) : undefined;
      if (element && track.sid) {
        track.detach(element);
        element.remove();
        elements.delete(track.sid);
      }
    },
    clear() {
      for (const element of elements.values()) {
        element.remove();
      }
      elements.clear();
    },
  };
}

function watchTranscripts(room: Room, listener: VoiceRoomListener): void {
  const speakerOf = (identity: string | undefined) =>
    identity === room.localParticipant.identity ? 'user' : 'agent';
  // LiveKit Agents send each segment as a text stream of deltas.
  room.registerTextStreamHandler(
    transcriptionTopic,
    (reader: TextStreamReader, participant: { identity: string }) => {
      const attributes = reader.info.attributes ?? {};
      const id = attributes[segmentIdAttribute] ?? reader.info.id;
      const speaker = speakerOf(participant.identity);
      void (async () => {
        let text = '';
        try {
          for await (const delta of reader) {
            text += delta;
            listener.onTranscript({ id, speaker, text, isFinal: false });
          }
          listener.onTranscript({
            id,
            speaker,
            text,
            isFinal: attributes[finalAttribute] !== 'false',
          });
        } catch (error) {
          console.warn('voice transcript stream ended early', error);
        }
      })();
    },
  );
  // Older agents publish transcription events instead; the segment id keeps one line per
  // segment when an agent sends both.
  room.on(
    'transcriptionReceived',
    (segments: TranscriptionSegment[], participant: Participant | undefined) => {
      for (const segment of segments) {
        listener.onTranscript({
          id: segment.id,
          speaker: speakerOf(participant?.identity),
          text: segment.text,
          isFinal: segment.final,
        });
      }
    },
  );
}

function watchAgent(room: Room, listener: VoiceRoomListener): void {
  const hasStateAttribute = (participant: Participant) =>
    participant.attributes[agentStateAttribute] !== undefined;
  room.on('participantConnected', (participant: RemoteParticipant) => {
    if (isAgentParticipant(participant)) {
      listener.onAgentEvent({ type: 'joined' });
      listener.onAgentEvent({
        type: 'attribute',
        value: participant.attributes[agentStateAttribute],
      });
    }
  });
  room.on('participantDisconnected', (participant: RemoteParticipant) => {
    if (isAgentParticipant(participant)) {
      listener.onAgentEvent({ type: 'left' });
    }
  });
  room.on('participantAttributesChanged', (changed: Record<string, string>, participant) => {
    if (agentStateAttribute in changed && isAgentParticipant(participant)) {
      listener.onAgentEvent({ type: 'attribute', value: changed[agentStateAttribute] });
    }
  });
  // spec: voice §4, an agent audio track subscribed is "speaking", unsubscribed "unknown";
  // an agent that publishes its state attribute is followed by that instead.
  room.on('trackSubscribed', (track: RemoteTrack, _publication, participant) => {
    if (
      track.kind === 'audio' &&
      isAgentParticipant(participant) &&
      !hasStateAttribute(participant)
    ) {
      listener.onAgentEvent({ type: 'audio-subscribed' });
    }
  });
  room.on('trackUnsubscribed', (track: RemoteTrack, _publication, participant) => {
    if (
      track.kind === 'audio' &&
      isAgentParticipant(participant) &&
      !hasStateAttribute(participant)
    ) {
      listener.onAgentEvent({ type: 'audio-unsubscribed' });
    }
  });
}

/** spec: voice §9, after connect look for the agent every 100 ms, at most 50 times. */
function pollForAgent(room: Room, listener: VoiceRoomListener, isOpen: () => boolean): void {
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    const agent = isOpen() ? agentOf(room) : undefined;
    if (agent) {
      listener.onAgentEvent({ type: 'joined' });
      listener.onAgentEvent({ type: 'attribute', value: agent.attributes[agentStateAttribute] });
    }
    if (agent || !isOpen() || tries >= voiceConnection.agentPollMaxTries) {
      clearInterval(timer);
    }
  }, voiceConnection.agentPollIntervalMs);
}

/**
 * Connects to the room the token names, within the §9 timeout, and turns the microphone on
 * (a refused microphone is only warned about, spec §4). Rejects with the connection's error.
 */
export async function openVoiceRoom(
  token: VoiceRoomToken,
  listener: VoiceRoomListener,
  signal: AbortSignal,
): Promise<VoiceRoomSession> {
  const { Room } = await import('livekit-client');
  const room = new Room({
    adaptiveStream: true,
    dynacast: true,
    // spec: voice §9, reconnection attempts 3, delay 1000 ms
    reconnectPolicy: {
      nextRetryDelayInMs: ({ retryCount }) =>
        retryCount < voiceConnection.reconnectAttempts ? voiceConnection.reconnectDelayMs : null,
    },
  });
  const audio = createAudioSink();
  let isClosing = false;
  let isOpen = false;

  watchAgent(room, listener);
  watchTranscripts(room, listener);
  room.on('trackSubscribed', (track: RemoteTrack) => audio.attach(track));
  room.on('trackUnsubscribed', (track: RemoteTrack) => audio.detach(track));
  room.on('localTrackPublished', (publication) => {
    if (publication.kind === 'audio') {
      listener.onMicrophone(!publication.isMuted);
    }
  });
  room.on('localTrackUnpublished', (publication) => {
    if (publication.kind === 'audio') {
      listener.onMicrophone(false);
    }
  });
  room.on('disconnected', () => {
    isOpen = false;
    audio.clear();
    if (!isClosing) {
      listener.onDisconnected();
    }
  });

  const close = async () => {
    isClosing = true;
    isOpen = false;
    await room.disconnect();
    audio.clear();
  };
  const onAbort = () => void close();
  signal.addEventListener('abort', onAbort, { once: true });

  try {
    await withTimeout(
      room.connect(token.serverUrl, token.token, {
        autoSubscribe: true,
        websocketTimeout: voiceConnection.timeoutMs,
        peerConnectionTimeout: voiceConnection.timeoutMs,
        // The automatic retries of use-voice-room.ts are the spec's; none inside LiveKit.
        maxRetries: 0,
      }),
      voiceConnection.timeoutMs,
    );
  } catch (error) {
    signal.removeEventListener('abort', onAbort);
    await close();
    throw error;
  }
  if (signal.aborted) {
    await close();
    throw signal.reason;
  }
  isOpen = true;
  let isMicEnabled = true;
  try {
    await room.localParticipant.setMicrophoneEnabled(true);
  } catch (error) {
    // spec: voice §4, failure to enable the microphone is only warned about
    console.warn('voice: the microphone could not be enabled', error);
    isMicEnabled = false;
  }
  pollForAgent(room, listener, () => isOpen);
  return {
    isMicEnabled,
    disconnect: async () => {
      signal.removeEventListener('abort', onAbort);
      await close();
    },
  };
}
