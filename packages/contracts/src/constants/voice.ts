const MB = 1024 * 1024;

// spec: voice §9 (tokens and connection)
export const voiceTokenTtlMinutes = { demo: 30, company: 60 } as const;
export const voiceConnection = {
  timeoutMs: 10_000,
  reconnectAttempts: 3,
  reconnectDelayMs: 1000,
  maxRetryAttempts: 3,
  retryDelayPerAttemptMs: 1000,
  agentPollIntervalMs: 100,
  agentPollMaxTries: 50,
  switchDisconnectWaitMs: 1000,
} as const;

// Ours (the spec shows no server side of the voice calls): limits of public-api's voice routes
// (docs/architecture.md#voice).
export const voiceServerDefaults = {
  // Tokens per client IP per minute on each token route: a bubble asks once per connection
  // and retries at most 3 times (voiceConnection.maxRetryAttempts).
  tokenLimitPerIpPerMinute: 10,
  // GET /api/voice/health asks the LiveKit server this long at most, and keeps the answer this
  // long so a page of bubbles checking it is not a flood on the server.
  healthTimeoutMs: 2000,
  healthCacheMs: 5000,
} as const;

// spec: voice §9 (bubble visuals, timers)
export const voiceVisuals = {
  waveIntervalMs: 300,
  waveIntervalUnknownMemoryMs: 400,
  waveIntervalLowMemoryMs: 500,
  lowMemoryHeapBytes: 2 * 1024 * MB,
  waveLifetimeMs: 1500,
  errorBannerMs: 8000,
  testStateMs: 2000,
} as const;

// spec: voice §4 and §9 (creation progress)
export const voicebotCreationProgressSteps = [10, 20, 40, 60, 80, 100] as const;
export const builderStepCount = 4;
export const builderSteps = ['Voice', 'Personality', 'Documents', 'Test'] as const;

// spec: voice §5 (bot name and description)
export const botNameLength = { min: 2, max: 20 } as const;
export const descriptionWords = { min: 15, max: 100 } as const;

// spec: voice §3 (room and identity naming)
export const voiceRoomNaming = {
  general: { roomPrefix: 'phi_room_', identityPrefix: 'phi_user_', displayName: 'Phi User' },
  company: { roomPrefix: 'company_room_' },
  hotel: {
    roomPrefix: 'hotel_reception_room_',
    identityPrefix: 'hotel_guest_',
    displayName: 'Hotel Guest',
  },
  restaurant: {
    roomPrefix: 'restaurant_order_room_',
    identityPrefix: 'restaurant_guest_',
    displayName: 'Restaurant Guest',
  },
  hospital: {
    roomPrefix: 'hospital_appointment_room_',
    identityPrefix: 'hospital_patient_',
    displayName: 'Hospital Patient',
  },
} as const;
export const builderRoomPrefix = 'company_';
export const builderParticipantName = 'Company User';
export const voicebotIdPrefix = 'voicebot_';

// Ours: a builder's voice bot is anonymous, so an idle one is deleted (bot, files, chunks) by
// the housekeeping sweep after this many days without an upload, index, question or token.
export const voicebotIdleDays = 30;

// spec: voice §3 (monitoring identity)
export const anonymousUserId = 'anonymous';

// spec: chat-news-admin §3 and §9, schema limits of the stored model
export const storedModelLimits = {
  voicebotId: 255,
  companyName: 500,
  roomName: 255,
  workerId: 255,
  status: 50,
  actionType: 100,
  livekitInstance: 100,
  durationSeconds: { precision: 10, scale: 2 },
  costUsd: { precision: 10, scale: 6 },
} as const;
export const defaultLivekitInstance = 'company';

// Ours: per-IP limits of the builder's server calls (docs/architecture.md#voice). Polling the
// index status every 500 ms for a minute stays well inside the read limit.
export const ragRateLimits = {
  uploadsPerIpPerHour: 60,
  indexPerIpPerHour: 60,
  asksPerIpPerMinute: 20,
  readsPerIpPerMinute: 300,
} as const;
