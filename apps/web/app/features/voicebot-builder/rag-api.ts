import { voiceErrorMessages } from '@phi/contracts/messages';
import type {
  RagAskResponse,
  RagIndexAccepted,
  RagIndexRequestInput,
  RagIndexStatus,
  RagUploadResponse,
  VoicebotDetails,
} from '@phi/contracts/public';
import {
  ApiError,
  type ContractSchemaSource,
  parseJsonText,
  readErrorAnswer,
  requestJson,
  sendApiRequest,
} from '@phi/ui/api';

// The builder's calls to public-api (packages/contracts/src/public/rag.ts). Contract schemas are
// imported on demand, so zod stays out of the builder page's initial JavaScript.
const loadContracts = () => import('@phi/contracts/public');
const loadRagContracts = () =>
  loadContracts().then((contracts) => ({
    paths: contracts.ragPaths,
    keyHeader: contracts.voicebotOwnerKeyHeader,
    contracts,
  }));

function ownerKeyHeaders(keyHeader: string, ownerKey: string | null): Record<string, string> {
  return ownerKey ? { [keyHeader]: ownerKey } : {};
}

export interface UploadRequest {
  voicebotId: string;
  file: File;
  /** The sanitised name the file travels under (spec: voice §5). */
  fileName: string;
  /** Null on the first upload: that call creates the bot and answers its owner key. */
  ownerKey: string | null;
  /** Share of the file's bytes sent so far, from 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/rag/upload, one file per request so each file has its own progress (spec: voice
 * §3, layout B's per-file status). XMLHttpRequest, not fetch: only it reports bytes sent.
 */
export async function uploadVoicebotFile(request: UploadRequest): Promise<RagUploadResponse> {
  const { paths, keyHeader, contracts } = await loadRagContracts();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', paths.upload);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(ownerKeyHeaders(keyHeader, request.ownerKey))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        readErrorAnswer(xhr.status, xhr.responseText, xhr.statusText).then(reject, reject);
        return;
      }
      const parsed = contracts.ragUploadResponseSchema.safeParse(parseJsonText(xhr.responseText));
      if (parsed.success) {
        resolve(parsed.data);
      } else {
        reject(
          new ApiError('invalid-response', voiceErrorMessages.uploadFailed(xhr.statusText), {
            status: xhr.status,
          }),
        );
      }
    };
    xhr.onerror = () =>
      reject(new ApiError('network', voiceErrorMessages.uploadFailed('network error')));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    // voicebot_id goes first: the server reads it before the files (ragMessages.voicebotIdFirst).
    const form = new FormData();
    form.append('voicebot_id', request.voicebotId);
    form.append(contracts.ragUploadFileField, request.file, request.fileName);
    xhr.send(form);
  });
}

/** POST /api/rag/index: answers 202 with the job to poll (and the owner key for a new bot). */
export async function startIndexing(
  body: RagIndexRequestInput,
  ownerKey: string | null,
): Promise<RagIndexAccepted> {
  const { paths, keyHeader, contracts } = await loadRagContracts();
  return requestJson(paths.index, {
    method: 'POST',
    body,
    headers: ownerKeyHeaders(keyHeader, ownerKey),
    schema: contracts.ragIndexAcceptedSchema,
    networkErrorMessage: voiceErrorMessages.indexingFailed('network error'),
    invalidResponseMessage: voiceErrorMessages.indexingFailed('invalid response'),
  });
}

/** GET /api/rag/index/{job_id}: the job's state and percent of documents processed. */
export async function readIndexStatus(
  jobId: string,
  ownerKey: string,
  signal?: AbortSignal,
): Promise<RagIndexStatus> {
  const { paths, keyHeader, contracts } = await loadRagContracts();
  return requestJson(paths.indexStatus(jobId), {
    headers: ownerKeyHeaders(keyHeader, ownerKey),
    schema: contracts.ragIndexStatusSchema,
    signal,
    networkErrorMessage: voiceErrorMessages.indexingFailed('network error'),
    invalidResponseMessage: voiceErrorMessages.indexingFailed('invalid response'),
  });
}

/** POST /api/rag/ask: a question answered from the bot's own documents, with citations. */
export async function askVoicebot(
  voicebotId: string,
  question: string,
  ownerKey: string,
  signal?: AbortSignal,
): Promise<RagAskResponse> {
  const { paths, keyHeader, contracts } = await loadRagContracts();
  return requestJson(paths.ask, {
    method: 'POST',
    body: { voicebot_id: voicebotId, question },
    headers: ownerKeyHeaders(keyHeader, ownerKey),
    schema: contracts.ragAskResponseSchema,
    signal,
    networkErrorMessage: voiceErrorMessages.defaultConnectionError,
    invalidResponseMessage: voiceErrorMessages.defaultConnectionError,
  });
}

type PublicContracts = Awaited<ReturnType<typeof loadContracts>>;

/**
 * A GET of one of the bot's own resources with its owner key: the answer, or null when the
 * server no longer has the bot (or the key no longer fits it: both are VOICEBOT_NOT_FOUND).
 */
export async function readOwnedVoicebot<T>(
  ownerKey: string,
  request: (contracts: PublicContracts) => { url: string; schema: ContractSchemaSource<T> },
  signal?: AbortSignal,
): Promise<T | null> {
  const { keyHeader, contracts } = await loadRagContracts();
  const { url, schema } = request(contracts);
  try {
    return await requestJson(url, {
      headers: ownerKeyHeaders(keyHeader, ownerKey),
      schema,
      signal,
      networkErrorMessage: voiceErrorMessages.defaultConnectionError,
      invalidResponseMessage: voiceErrorMessages.defaultConnectionError,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VOICEBOT_NOT_FOUND') {
      return null;
    }
    throw error;
  }
}

/** GET /api/rag/voicebots/{id}: the stored bot, or null when the server no longer has it. */
export function fetchVoicebot(
  voicebotId: string,
  ownerKey: string,
  signal?: AbortSignal,
): Promise<VoicebotDetails | null> {
  return readOwnedVoicebot(
    ownerKey,
    (contracts) => ({
      url: contracts.ragPaths.voicebot(voicebotId),
      schema: contracts.voicebotDetailsSchema,
    }),
    signal,
  );
}

/** DELETE /api/rag/voicebots/{id}: the bot, its files and its chunks; a bot already gone is no error. */
export async function deleteVoicebot(voicebotId: string, ownerKey: string): Promise<void> {
  const { paths, keyHeader } = await loadRagContracts();
  try {
    await sendApiRequest(paths.voicebot(voicebotId), {
      method: 'DELETE',
      headers: ownerKeyHeaders(keyHeader, ownerKey),
      networkErrorMessage: voiceErrorMessages.defaultConnectionError,
    });
  } catch (error) {
    // Already gone (the idle sweep, another tab): what the visitor asked for is done.
    if (!(error instanceof ApiError && error.code === 'VOICEBOT_NOT_FOUND')) {
      throw error;
    }
  }
}
