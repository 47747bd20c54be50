import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ClaimGrants, TokenVerifier } from 'livekit-server-sdk';

// The voice routes' tests: a LiveKit key pair the tests sign with (LiveKit itself is a paid or
// separately run server; the tokens are checked offline with the SDK's own verifier), and
// request bodies as the bubbles and the builder send them (spec: voice §3 and §7).

export const livekitKey = 'test-api-key';
export const livekitSecret = 'test-api-secret-that-is-long-enough-for-hs256';
export const publicServerUrl = 'wss://voice.example.test';

export function livekitEnv(url: string): Record<string, string> {
  return {
    LIVEKIT_URL: url,
    LIVEKIT_API_KEY: livekitKey,
    LIVEKIT_API_SECRET: livekitSecret,
    LIVEKIT_PUBLIC_URL: publicServerUrl,
  };
}

export interface DecodedToken {
  claims: ClaimGrants;
  /** Seconds between not-before and expiry. */
  lifetimeSeconds: number;
  /** The agent dispatches of the token's room configuration, as LiveKit reads them. */
  agents: { agentName?: string; metadata?: string }[];
}

export async function decodeToken(token: string): Promise<DecodedToken> {
  const claims = await new TokenVerifier(livekitKey, livekitSecret).verify(token);
  const roomConfig = claims.roomConfig as unknown as {
    agents?: { agentName?: string; metadata?: string }[];
  };
  return {
    claims,
    lifetimeSeconds: (claims.exp ?? 0) - (claims.nbf ?? 0),
    agents: roomConfig?.agents ?? [],
  };
}

export const demoBodies = {
  general: {
    room_name: 'phi_room_1764180000000_k3j9x2',
    participant_identity: 'phi_user_1764180000000',
    participant_name: 'Phi User',
    ttl_minutes: 30,
  },
  hotel: {
    room_name: 'hotel_reception_room_1764180000000_k3j9x2',
    participant_identity: 'hotel_guest_1764180000000',
    participant_name: 'Hotel Guest',
    ttl_minutes: 30,
  },
  restaurant: {
    room_name: 'restaurant_order_room_1764180000000_k3j9x2',
    participant_identity: 'restaurant_guest_1764180000000',
    participant_name: 'Restaurant Guest',
    ttl_minutes: 30,
  },
  hospital: {
    room_name: 'hospital_appointment_room_1764180000000_k3j9x2',
    participant_identity: 'hospital_patient_1764180000000',
    participant_name: 'Hospital Patient',
    ttl_minutes: 30,
  },
} as const;

export const voicebotId = 'voicebot_1764180000000_k3j9x2';

export const companyBody = {
  room_name: `company_${voicebotId}`,
  participant_identity: 'company_user_1764180000000',
  participant_name: 'Company User',
  ttl_minutes: 60,
  voicebot_id: voicebotId,
  company_name: 'Acme Dental',
  bot_name: 'Ava',
  description: null,
  can_publish: true,
  can_subscribe: true,
  can_publish_data: true,
  can_update_metadata: true,
};

/** A loopback stand-in for LiveKit's HTTP port, which answers "OK" to GET /. */
export async function startOkServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port with nothing listening on it (taken, then released). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `ws://127.0.0.1:${port}`;
}
