import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, requestTokenOf, sendsEntityHeader, type SessionReader } from './httpClient';
import { mapServiceError } from './responseErrors';

const session = (token: string | null, entityId: string | null): SessionReader => ({
  token: () => token,
  entityId: () => entityId,
});

const recordingFetch = (status = 200, body = '[]') => {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
};

const headersOf = (init: RequestInit) => new Headers(init.headers);

describe('httpClient header rules (spec section 7)', () => {
  it('sends the bearer token, JSON content type and the selected entity', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await createHttpClient(session('abc.def', '3'), mapServiceError, fetchImpl)('terminal')('http://x/terminal/api');
    const headers = headersOf(calls[0].init);
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('entity-id')).toBe('3');
  });

  it('omits the entity header for the transaction service', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await createHttpClient(session('t', '3'), mapServiceError, fetchImpl)('transactions')(
      'http://x/transactions/transactions',
    );
    expect(headersOf(calls[0].init).has('entity-id')).toBe(false);
    expect(headersOf(calls[0].init).get('Authorization')).toBe('Bearer t');
  });

  it('omits the entity header for the token refresh and keeps its form encoding', async () => {
    const { calls, fetchImpl } = recordingFetch(200, '{}');
    const body = new URLSearchParams({ grant_type: 'refresh_token' });
    await createHttpClient(session('t', '3'), mapServiceError, fetchImpl)('auth')('http://x/auth/connect/token', {
      method: 'POST',
      body,
      isTokenRefresh: true,
    });
    const headers = headersOf(calls[0].init);
    expect(headers.has('entity-id')).toBe(false);
    expect(headers.get('Content-Type')).not.toBe('application/json');
  });

  it('sends no Authorization header without a session', async () => {
    const { calls, fetchImpl } = recordingFetch();
    await createHttpClient(session(null, null), mapServiceError, fetchImpl)('identity')('http://x/identity/api');
    expect(headersOf(calls[0].init).has('Authorization')).toBe(false);
    expect(headersOf(calls[0].init).has('entity-id')).toBe(false);
  });

  it('states the rule for every service', () => {
    expect(sendsEntityHeader('transactions')).toBe(false);
    expect(sendsEntityHeader('auth', true)).toBe(false);
    (['auth', 'identity', 'parameters', 'commerce', 'terminal', 'app', 'reports', 'vouchers'] as const).forEach(
      (service) => expect(sendsEntityHeader(service)).toBe(true),
    );
  });

  it('turns a coded refusal into an error whose field messages reach the form', async () => {
    const body = JSON.stringify({ Code: 'TM-0001', Errors: { serialNumber: 'TM-0001' } });
    const { fetchImpl } = recordingFetch(400, body);
    const request = createHttpClient(session('t', '9'), mapServiceError, fetchImpl)('terminal')('http://x/t', {
      method: 'POST',
    });
    await expect(request).rejects.toMatchObject({
      status: 400,
      message: 'errors.codes.TM-0001',
      body: { errors: { serialNumber: 'errors.codes.TM-0001' } },
    });
  });

  it('asks for the required fields when a 400 carries no code', async () => {
    const { fetchImpl } = recordingFetch(400, '{}');
    const request = createHttpClient(session('t', '9'), mapServiceError, fetchImpl)('terminal')('http://x/t');
    await expect(request).rejects.toMatchObject({ status: 400, message: 'errors.generic.requiredFields' });
  });

  it('ties a failure to the token its request carried, and tells the mapper what the request was', async () => {
    const { fetchImpl } = recordingFetch(401, '{}');
    const mapError = vi.fn(mapServiceError);
    const client = createHttpClient(session('token-of-entity-9', '9'), mapError, fetchImpl)('auth');
    const failure = await client('http://x/auth/connect/token', { isTokenRefresh: true }).catch((e: unknown) => e);
    expect(requestTokenOf(failure)).toBe('token-of-entity-9');
    expect(mapError).toHaveBeenCalledWith(401, {}, '{}', expect.objectContaining({ isTokenRefresh: true }));
    expect(requestTokenOf(new Error('not from the HTTP layer'))).toBeUndefined();
  });
});
