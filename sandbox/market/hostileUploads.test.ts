import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from '../testing/startSandbox';
import { zipBombApk } from '../testing/zipBomb';

const FILES = '/app/api/v1/Application/files';
const GB_IN_MB = 1024;

describe('hostile uploads', { timeout: 60_000 }, () => {
  let sandbox: TestSandbox;
  let token: string;
  const upload = async (kind: string, bytes: Uint8Array, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'hostile.apk');
    const response = await fetch(`${sandbox.baseUrl}${FILES}/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'entity-id': '9', ...headers },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  /** The slowest answer of GET /config.json, asked again as soon as it answers while `work` runs. */
  const slowestConfigDuring = async (work: Promise<unknown>) => {
    let done = false;
    let slowest = 0;
    const poll = (async () => {
      while (!done) {
        const started = performance.now();
        await (await fetch(`${sandbox.baseUrl}/config.json`)).text();
        slowest = Math.max(slowest, performance.now() - started);
      }
    })();
    const result = await work;
    done = true;
    await poll;
    return { result, slowest };
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await sandbox.tokenFor('admin', 9)).token;
  });
  afterAll(() => sandbox.close());

  it('refuses a 1 MB archive whose manifest inflates to 1 GB, the other services answering meanwhile', async () => {
    const bomb = await zipBombApk(GB_IN_MB);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const { result, slowest } = await slowestConfigDuring(upload('apk', bomb));
    expect(result).toMatchObject({ status: 400, json: { Code: 'GM-0013' } });
    expect(slowest).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('stops at its output limit when the directory lies about the size', async () => {
    const liar = await zipBombApk(GB_IN_MB, 2048);
    const { result, slowest } = await slowestConfigDuring(upload('apk', liar));
    expect(result).toMatchObject({ status: 400, json: { Code: 'GM-0013' } });
    expect(slowest).toBeLessThan(1000);
  });

  it('refuses a body declared larger than the kind allows before reading it', async () => {
    // Only the headers and a first line are sent: the answer comes without the other 50 MB.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = request(`${sandbox.baseUrl}${FILES}/image`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'entity-id': '9',
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        },
      });
      outgoing.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          outgoing.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      outgoing.on('error', reject);
      outgoing.write('--x\r\n');
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ Code: 'GM-0013' });
  });
});
