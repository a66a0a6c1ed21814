import { describe, expect, it, vi } from 'vitest';
import { STEP_UP_HEADER, STEP_UP_NOT_ENROLLED } from '../../resources/permissions2fa/stepUp';
import { createHttpClient, type StepUpAsker } from '../httpClient';
import { mapServiceError } from '../responseErrors';
import { createStepUpPrompt, type StepUpRequest } from './stepUpPrompt';

const session = { token: () => 't', entityId: () => '9' };

/** Answers the queued statuses and codes in turn, recording what each request sent. */
const scriptedFetch = (answers: { status: number; body: unknown }[]) => {
  const sent: Headers[] = [];
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(new Headers(init?.headers));
    const next = answers.shift()!;
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
};

const askFor = (codes: (string | null)[]) => {
  const asked: boolean[] = [];
  const ask: StepUpAsker = async ({ invalid }) => {
    asked.push(invalid);
    return codes.shift() ?? null;
  };
  return { asked, ask };
};

const put = { method: 'PUT', body: '{"note":"x"}' };

describe('a change guarded by a 2FA-protected permission', () => {
  it('asks for the code on IS-0014, asks again after IS-0015 and succeeds with the right one', async () => {
    const { sent, fetchImpl } = scriptedFetch([
      { status: 400, body: { Code: 'IS-0014' } },
      { status: 400, body: { Code: 'IS-0015' } },
      { status: 200, body: { id: 1, note: 'x' } },
    ]);
    const { asked, ask } = askFor(['111111', '222222']);
    const answer = await createHttpClient(session, mapServiceError, fetchImpl, ask)('identity')('http://x/w/1', put);
    expect(answer.json).toEqual({ id: 1, note: 'x' });
    expect(asked).toEqual([false, true]);
    expect(sent.map((headers) => headers.get(STEP_UP_HEADER))).toEqual([null, '111111', '222222']);
  });

  it('fails with the first refusal when the prompt is closed, and never asks for a read', async () => {
    const { fetchImpl } = scriptedFetch([{ status: 400, body: { Code: 'IS-0014' } }]);
    const { asked, ask } = askFor([null]);
    const client = createHttpClient(session, mapServiceError, fetchImpl, ask)('identity');
    await expect(client('http://x/w/1', put)).rejects.toMatchObject({ status: 400, body: { Code: 'IS-0014' } });
    expect(asked).toEqual([false]);

    const read = scriptedFetch([{ status: 400, body: { Code: 'IS-0014' } }]);
    const reader = askFor(['111111']);
    const get = createHttpClient(session, mapServiceError, read.fetchImpl, reader.ask)('identity');
    await expect(get('http://x/w/1')).rejects.toMatchObject({ status: 400 });
    expect(reader.asked).toEqual([]);
  });

  it('only tells a user without 2FA to enable it: no code is asked, nothing is sent again', async () => {
    const { sent, fetchImpl } = scriptedFetch([
      { status: 400, body: { Code: 'IS-0014', Message: STEP_UP_NOT_ENROLLED } },
    ]);
    const asked: StepUpRequest[] = [];
    const ask: StepUpAsker = async (request) => {
      asked.push(request);
      return '111111';
    };
    const client = createHttpClient(session, mapServiceError, fetchImpl, ask)('identity');
    await expect(client('http://x/w/1', put)).rejects.toMatchObject({ status: 400 });
    expect(asked).toEqual([{ invalid: false, notEnrolled: true }]);
    expect(sent).toHaveLength(1);
  });

  it('prompts once for parallel asks and gives each the same answer', async () => {
    const prompt = createStepUpPrompt();
    const shown: unknown[] = [];
    prompt.subscribe((request) => shown.push(request));
    const both = Promise.all([prompt.ask({ invalid: false }), prompt.ask({ invalid: false })]);
    prompt.answer('123456');
    expect(await both).toEqual(['123456', '123456']);
    expect(shown).toEqual([{ invalid: false }, null]);
  });
});
