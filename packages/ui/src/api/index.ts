export {
  ApiError,
  type ApiErrorDetails,
  type ApiErrorKind,
  parseJsonText,
  readErrorAnswer,
  readFieldErrors,
  readServerMessage,
} from './api-error.ts';
export {
  type ApiRequestOptions,
  type ContractSchema,
  type ContractSchemaSource,
  type HttpMethod,
  type JsonRequestOptions,
  requestJson,
  sendApiRequest,
} from './request-json.ts';
