import { type metrics, voice } from '@livekit/agents';
import { costOf, type PriceTable } from './price-table.ts';
import type { SessionRecorder, VoiceActionType } from './session-recorder.ts';

export interface MeteredModels {
  llm: string;
  stt: string | null;
  tts: string | null;
}

/** One voicebot_metrics action from a framework metrics event; null for the ones not kept. */
export function actionFromMetrics(
  event: metrics.AgentMetrics,
  prices: PriceTable,
  models: MeteredModels,
): Parameters<SessionRecorder['record']>[0] | null {
  switch (event.type) {
    case 'llm_metrics': {
      const model = event.metadata?.modelName ?? models.llm;
      return {
        actionType: 'llm',
        isSuccess: !event.cancelled,
        responseTimeMs: event.durationMs,
        tokensUsed: event.totalTokens,
        costUsd: costOf(prices, {
          model,
          inputTokens: event.promptTokens,
          outputTokens: event.completionTokens,
        }),
        details: {
          model,
          ttftMs: Math.round(event.ttftMs),
          promptTokens: event.promptTokens,
          completionTokens: event.completionTokens,
          cancelled: event.cancelled,
        },
        errorMessage: event.cancelled ? 'interrupted by the caller' : null,
      };
    }
    case 'stt_metrics': {
      const model = event.metadata?.modelName ?? models.stt ?? undefined;
      return {
        actionType: 'stt',
        isSuccess: true,
        responseTimeMs: event.durationMs,
        tokensUsed:
          event.inputTokens === undefined ? null : event.inputTokens + (event.outputTokens ?? 0),
        costUsd: costOf(prices, { model, audioMs: event.audioDurationMs }),
        details: {
          model,
          audioDurationMs: Math.round(event.audioDurationMs),
          streamed: event.streamed,
        },
      };
    }
    case 'tts_metrics': {
      const model = event.metadata?.modelName ?? models.tts ?? undefined;
      return {
        actionType: 'tts',
        isSuccess: !event.cancelled,
        responseTimeMs: event.durationMs,
        tokensUsed: null,
        costUsd: costOf(prices, {
          model,
          audioMs: event.audioDurationMs,
          characters: event.charactersCount,
        }),
        details: {
          model,
          ttfbMs: Math.round(event.ttfbMs),
          characters: event.charactersCount,
          audioDurationMs: Math.round(event.audioDurationMs),
          cancelled: event.cancelled,
        },
        errorMessage: event.cancelled ? 'interrupted by the caller' : null,
      };
    }
    default:
      return null;
  }
}

const errorActionTypes: Record<string, VoiceActionType> = {
  llm_error: 'llm',
  stt_error: 'stt',
  tts_error: 'tts',
};

/** Records every model, speech and error event of a session through `recorder`. */
export function meterSession(
  session: voice.AgentSession,
  recorder: SessionRecorder,
  prices: PriceTable,
  models: MeteredModels,
): void {
  session.on(voice.AgentSessionEventTypes.MetricsCollected, ({ metrics: event }) => {
    const action = actionFromMetrics(event, prices, models);
    if (action) {
      recorder.record(action);
    }
  });
  session.on(voice.AgentSessionEventTypes.Error, ({ error }) => {
    const type = (error as { type?: string } | null)?.type;
    const actionType = type === undefined ? undefined : errorActionTypes[type];
    if (!actionType) {
      return;
    }
    const cause = (error as { error?: unknown }).error;
    recorder.record({
      actionType,
      isSuccess: false,
      responseTimeMs: null,
      tokensUsed: null,
      costUsd: null,
      details: { recoverable: (error as { recoverable?: boolean }).recoverable ?? false },
      errorMessage: cause instanceof Error ? cause.message : String(cause),
    });
  });
}
