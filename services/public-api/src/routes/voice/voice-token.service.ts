import { randomUUID } from 'node:crypto';
import {
  builderParticipantName,
  voiceRoomNaming,
  voiceTokenTtlMinutes,
} from '@phi/contracts/constants';
import { AppError } from '@phi/contracts/errors';
import {
  buildBuilderRoomName,
  type CompanyTokenRequest,
  type DemoAssistantKind,
  demoVoicebotIds,
  isDemoRoomName,
  type VoiceDispatchMetadata,
  type VoiceTokenRequest,
  type VoiceTokenResponse,
  voiceAgentName,
  voiceDispatchMetadataSchema,
} from '@phi/contracts/public';
import { voiceDemoClinic, voiceDemoHotel, voiceDemoRestaurant } from '@phi/db/seed-voice-demo';
import type { LivekitSettings } from '@phi/runtime';
import {
  AccessToken,
  RoomAgentDispatch,
  RoomConfiguration,
  TrackSource,
  type VideoGrant,
} from 'livekit-server-sdk';
import type { VoicebotForToken } from './voicebot-profile.ts';

// How a token is made (docs/architecture.md#voice): the route fixes the persona, the room,
// the grants and the agent dispatch; the request only chooses among what the route allows.

/**
 * Whom each demo persona speaks for (the agent's greeting, voice_sessions.company_name): the
 * company itself (packages/content/src/company.ts) and the sample businesses the voice agent's
 * demo tools answer about.
 */
export const demoCompanyNames = {
  general: 'Phi Automation',
  hotel: voiceDemoHotel.name,
  restaurant: voiceDemoRestaurant.name,
  hospital: voiceDemoClinic.name,
} as const satisfies Record<DemoAssistantKind, string>;

/**
 * What a voice visitor needs: join this one room, speak (microphone only), hear the agent and
 * exchange data with it (agent RPC and text streams). Never room admin, create, list, record,
 * hidden or agent: those would let a browser run or watch other rooms.
 */
function visitorGrant(
  room: string,
  allowed: {
    canPublish: boolean;
    canSubscribe: boolean;
    canPublishData: boolean;
    canUpdateOwnMetadata: boolean;
  },
): VideoGrant {
  return {
    roomJoin: true,
    room,
    canPublish: allowed.canPublish,
    canPublishSources: allowed.canPublish ? [TrackSource.MICROPHONE] : [],
    canSubscribe: allowed.canSubscribe,
    canPublishData: allowed.canPublishData,
    canUpdateOwnMetadata: allowed.canUpdateOwnMetadata,
  };
}

const demoAllowed = {
  canPublish: true,
  canSubscribe: true,
  canPublishData: true,
  // The bubbles never change their own metadata (spec: voice §6 names it for the company bot only).
  canUpdateOwnMetadata: false,
};

interface SignOptions {
  settings: LivekitSettings;
  identity: string;
  name: string;
  ttlMinutes: number;
  grant: VideoGrant;
  metadata: VoiceDispatchMetadata;
}

async function signToken(options: SignOptions): Promise<VoiceTokenResponse> {
  // The contract is what the voice agent parses; an answer it would refuse is our bug.
  const metadata = voiceDispatchMetadataSchema.parse(options.metadata);
  const token = new AccessToken(options.settings.apiKey, options.settings.apiSecret, {
    identity: options.identity,
    name: options.name,
    ttl: options.ttlMinutes * 60,
  });
  token.addGrant(options.grant);
  token.roomConfig = new RoomConfiguration({
    agents: [
      new RoomAgentDispatch({ agentName: voiceAgentName, metadata: JSON.stringify(metadata) }),
    ],
  });
  const jwt = await token.toJwt();
  return { token: jwt, server_url: options.settings.publicUrl, participant_token: jwt };
}

function badField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

// spec: voice §3, room and identity naming of the demo assistants
export function checkDemoNames(kind: DemoAssistantKind, request: VoiceTokenRequest): void {
  const naming = voiceRoomNaming[kind];
  if (!isDemoRoomName(kind, request.room_name)) {
    throw badField('room_name', `Room names of this assistant start with "${naming.roomPrefix}".`);
  }
  if (!request.participant_identity.startsWith(naming.identityPrefix)) {
    throw badField(
      'participant_identity',
      `Participant identities of this assistant start with "${naming.identityPrefix}".`,
    );
  }
}

export function issueDemoToken(
  settings: LivekitSettings,
  kind: DemoAssistantKind,
  request: VoiceTokenRequest,
): Promise<VoiceTokenResponse> {
  checkDemoNames(kind, request);
  return signToken({
    settings,
    identity: request.participant_identity,
    // spec: voice §3, the display name is the assistant's; a client's own text never reaches
    // the agent as a participant name.
    name: voiceRoomNaming[kind].displayName,
    ttlMinutes: Math.min(request.ttl_minutes, voiceTokenTtlMinutes.demo),
    grant: visitorGrant(request.room_name, demoAllowed),
    metadata: {
      persona: kind,
      voicebotId: demoVoicebotIds[kind],
      sessionId: randomUUID(),
      companyName: demoCompanyNames[kind],
    },
  });
}

export function issueCompanyToken(
  settings: LivekitSettings,
  request: CompanyTokenRequest,
  voicebot: VoicebotForToken,
): Promise<VoiceTokenResponse> {
  // spec: voice §3, the builder's room is "company_" plus the voicebot id
  const room = buildBuilderRoomName(voicebot.voicebotId);
  if (request.room_name !== room) {
    throw badField('room_name', `The room of this voicebot is "${room}".`);
  }
  return signToken({
    settings,
    identity: request.participant_identity,
    name: builderParticipantName,
    ttlMinutes: Math.min(request.ttl_minutes, voiceTokenTtlMinutes.company),
    // spec: voice §6, the company participant may publish, subscribe, publish data and update
    // its metadata; the request's flags can turn each off, never anything else on.
    grant: visitorGrant(room, {
      canPublish: request.can_publish,
      canSubscribe: request.can_subscribe,
      canPublishData: request.can_publish_data,
      canUpdateOwnMetadata: request.can_update_metadata,
    }),
    metadata: {
      persona: 'company',
      voicebotId: voicebot.voicebotId,
      sessionId: randomUUID(),
      companyName: voicebot.companyName,
      ...(voicebot.voice ? { voice: voicebot.voice } : {}),
      ...(voicebot.template ? { template: voicebot.template } : {}),
      ...(voicebot.botName ? { botName: voicebot.botName } : {}),
    },
  });
}
