import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRuntimeConfig, loadRuntimeConfig, runtimeConfigFrom } from './runtimeConfig';

const answer = (body: string, status = 200, type = 'application/json') =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': type } })) as unknown as typeof fetch;

describe('runtime configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the service URLs, the client and the map tiles of a deployment', () => {
    const config = runtimeConfigFrom({
      apiBaseUrl: 'https://api.example.test',
      services: { auth: 'https://login.example.test', terminal: ' ', unknown: 'https://x.test' },
      clientId: 'console',
      clientSecret: 'deployment-secret',
      mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
    });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.test',
      services: { auth: 'https://login.example.test' },
      clientId: 'console',
      clientSecret: 'deployment-secret',
      mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
    });
  });

  it('takes the defaults for what is absent or not text: same origin, the web client, no secret', () => {
    expect(runtimeConfigFrom({ clientId: 42, services: 'all' })).toEqual({
      clientId: 'backoffice-web',
      clientSecret: undefined,
      apiBaseUrl: undefined,
      services: {},
      mapTileUrl: undefined,
    });
  });

  it('fetches /config.json, as the page preloads it', async () => {
    const fetchImpl = answer('{"clientId":"console","clientSecret":"s"}');
    const config = await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { credentials: 'same-origin' });
    expect(config).toMatchObject({ clientId: 'console', clientSecret: 's' });
  });

  it('uses the defaults without a file: a 404, or a development server answering with its page', async () => {
    expect(await loadRuntimeConfig(answer('{"Code":"GM-0010"}', 404))).toBe(defaultRuntimeConfig);
    expect(await loadRuntimeConfig(answer('<!doctype html>', 200, 'text/html'))).toBe(defaultRuntimeConfig);
  });

  it('says so in the browser console when the file cannot be read, and uses the defaults', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadRuntimeConfig(answer('{"clientId": '))).toBe(defaultRuntimeConfig);
    expect(await loadRuntimeConfig(answer('{"Code":"GM-0003"}', 500))).toBe(defaultRuntimeConfig);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
