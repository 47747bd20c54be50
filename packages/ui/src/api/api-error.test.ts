import { errorCatalog } from '@phi/contracts/errors';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  parseJsonText,
  readErrorAnswer,
  readFieldErrors,
  readServerMessage,
} from './api-error.ts';

// What the services' one error handler writes (packages/server/src/error-mapping.ts).
const validationBody = {
  error: errorCatalog.VALIDATION_FAILED.message,
  code: 'VALIDATION_FAILED',
  fields: [{ path: 'personalInfo.email', message: 'Please enter a valid email address' }],
  requestId: 'req-7f3a',
};

// nginx's own page when the service behind it is down (infra/proxy).
const nginxBadGateway =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

describe('readErrorAnswer', () => {
  it('carries the ErrorBody message, code and fields of our services', async () => {
    const error = await readErrorAnswer(400, JSON.stringify(validationBody), 'Bad Request');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'VALIDATION_FAILED',
      message: errorCatalog.VALIDATION_FAILED.message,
      fields: validationBody.fields,
    });
  });

  it('keeps the whole body of an edit conflict, the current record included', async () => {
    const conflict = {
      error: errorCatalog.EDIT_CONFLICT.message,
      code: 'EDIT_CONFLICT',
      current: { id: 'c1', notes: 'newer', version: 2 },
    };
    const error = await readErrorAnswer(409, JSON.stringify(conflict), 'Conflict');
    expect(error).toMatchObject({ status: 409, code: 'EDIT_CONFLICT', body: conflict });
  });

  it('falls back to "{status}: {body text}" for a proxy page or a foreign JSON body', async () => {
    await expect(readErrorAnswer(502, nginxBadGateway, 'Bad Gateway')).resolves.toMatchObject({
      kind: 'http',
      status: 502,
      code: undefined,
      fields: undefined,
      message: `502: ${nginxBadGateway}`,
    });
    // @fastify/rate-limit's own shape, had it ever escaped the error handler
    const foreign =
      '{"statusCode":429,"error":"Too Many Requests","message":"Rate limit exceeded"}';
    await expect(readErrorAnswer(429, foreign, 'Too Many Requests')).resolves.toMatchObject({
      code: undefined,
      message: `429: ${foreign}`,
    });
  });

  it('uses the status text when the body is empty', async () => {
    await expect(readErrorAnswer(503, '', 'Service Unavailable')).resolves.toMatchObject({
      status: 503,
      message: '503: Service Unavailable',
    });
  });

  it('does not take an unknown error code for an ErrorBody', async () => {
    const body = JSON.stringify({ error: 'Teapot.', code: 'I_AM_A_TEAPOT' });
    await expect(readErrorAnswer(418, body, '')).resolves.toMatchObject({
      code: undefined,
      message: `418: ${body}`,
    });
  });
});

describe('readServerMessage and readFieldErrors', () => {
  it('read what the server said in its ErrorBody', async () => {
    const error = await readErrorAnswer(400, JSON.stringify(validationBody), 'Bad Request');
    expect(readServerMessage(error)).toBe(errorCatalog.VALIDATION_FAILED.message);
    expect(readFieldErrors(error)).toEqual(validationBody.fields);
  });

  it('read nothing from a transport text, a network failure or a foreign error', async () => {
    const proxy = await readErrorAnswer(502, nginxBadGateway, 'Bad Gateway');
    const network = new ApiError('network', errorCatalog.SERVICE_UNAVAILABLE.message);
    for (const error of [proxy, network, new TypeError('Failed to fetch'), undefined]) {
      expect(readServerMessage(error)).toBeUndefined();
      expect(readFieldErrors(error)).toEqual([]);
    }
  });
});

describe('parseJsonText', () => {
  it('parses JSON and answers undefined for an empty or non-JSON body', () => {
    expect(parseJsonText('{"id":"a1"}')).toEqual({ id: 'a1' });
    expect(parseJsonText('null')).toBeNull();
    expect(parseJsonText('')).toBeUndefined();
    expect(parseJsonText(' \n')).toBeUndefined();
    expect(parseJsonText(nginxBadGateway)).toBeUndefined();
  });
});
