import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobTransport } from './blobTransport';

describe('blobTransport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a successful answer as a Blob and hands the client an empty body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 })),
    );
    const kept: Blob[] = [];
    const response = await blobTransport((blob) => kept.push(blob))('/app/file');
    expect(await response.text()).toBe('');
    expect(new Uint8Array(await kept[0].arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('passes a refusal through with its JSON, keeping nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"Code":"AM-0030"}', { status: 404 })),
    );
    const kept: Blob[] = [];
    const response = await blobTransport((blob) => kept.push(blob))('/app/file');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"Code":"AM-0030"}');
    expect(kept).toHaveLength(0);
  });
});
