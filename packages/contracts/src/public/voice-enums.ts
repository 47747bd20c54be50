import { z } from 'zod';

// spec: voice §1 and §3, the demo assistants plus the company bot
export const demoAssistantKinds = ['general', 'hotel', 'restaurant', 'hospital'] as const;
export const demoAssistantKindSchema = z.enum(demoAssistantKinds);
export type DemoAssistantKind = z.infer<typeof demoAssistantKindSchema>;

export const voiceAgentKinds = [...demoAssistantKinds, 'company'] as const;
export const voiceAgentKindSchema = z.enum(voiceAgentKinds);
export type VoiceAgentKind = z.infer<typeof voiceAgentKindSchema>;

// spec: voice §2, transcript labels of each bubble
export const voiceTranscriptLabels = {
  general: { user: 'You', agent: 'Phi' },
  hotel: { user: 'Guest', agent: 'Receptionist' },
  restaurant: { user: 'Guest', agent: 'Server' },
  hospital: { user: 'Patient', agent: 'Coordinator' },
} as const satisfies Record<DemoAssistantKind, { user: string; agent: string }>;

// spec: voice §4, agent state
export const agentStates = ['unknown', 'available', 'speaking', 'unavailable'] as const;
export const agentStateSchema = z.enum(agentStates);
export type AgentState = z.infer<typeof agentStateSchema>;
export const initialAgentState: AgentState = 'unknown';

// spec: voice §4, room lifecycle
export const roomConnectionStates = ['connecting', 'connected', 'disconnected'] as const;
export const roomConnectionStateSchema = z.enum(roomConnectionStates);
export type RoomConnectionState = z.infer<typeof roomConnectionStateSchema>;

// spec: voice §4, bubble visual states ("idle" when none of the others applies)
export const bubbleVisualStates = [
  'idle',
  'error',
  'speaking',
  'listening',
  'paused',
  'connected',
  'disabled',
  'retrying',
] as const;
export const bubbleVisualStateSchema = z.enum(bubbleVisualStates);
export type BubbleVisualState = z.infer<typeof bubbleVisualStateSchema>;

// spec: voice §4, builder connection states
export const builderConnectionStates = [
  'not-created',
  'idle',
  'connecting',
  'ready',
  'active',
  'speaking',
  'error',
  'retrying',
] as const;
export const builderConnectionStateSchema = z.enum(builderConnectionStates);
export type BuilderConnectionState = z.infer<typeof builderConnectionStateSchema>;

// spec: voice §4, bot status: ready, active once created, testing for 2 s after a test
export const voicebotStatuses = ['ready', 'active', 'testing'] as const;
export const voicebotStatusSchema = z.enum(voicebotStatuses);
export type VoicebotStatus = z.infer<typeof voicebotStatusSchema>;

// spec: voice §4, voicebot creation
export const voicebotCreationStates = ['idle', 'creating', 'ready'] as const;
export const voicebotCreationStateSchema = z.enum(voicebotCreationStates);
export type VoicebotCreationState = z.infer<typeof voicebotCreationStateSchema>;

// spec: voice §3, upload entry status (layout B)
export const fileUploadStatuses = ['uploading', 'success', 'error'] as const;
export const fileUploadStatusSchema = z.enum(fileUploadStatuses);
export type FileUploadStatus = z.infer<typeof fileUploadStatusSchema>;

// spec: voice §2, robot animation states
export const robotAnimationStates = ['stationary', 'connected', 'disconnected'] as const;
export const robotAnimationStateSchema = z.enum(robotAnimationStates);
export type RobotAnimationState = z.infer<typeof robotAnimationStateSchema>;

// spec: voice §3, voice options and personality templates
export const voiceIds = ['alex', 'sarah', 'neo', 'marcus', 'luna', 'zara'] as const;
export const voiceIdSchema = z.enum(voiceIds);
export type VoiceId = z.infer<typeof voiceIdSchema>;

export const voiceGenders = ['male', 'female', 'neutral'] as const;
export const voiceGenderSchema = z.enum(voiceGenders);
export type VoiceGender = z.infer<typeof voiceGenderSchema>;

export const personalityTemplateIds = [
  'professional',
  'friendly',
  'technical',
  'sales',
  'empathetic',
  'educational',
] as const;
export const personalityTemplateIdSchema = z.enum(personalityTemplateIds);
export type PersonalityTemplateId = z.infer<typeof personalityTemplateIdSchema>;
