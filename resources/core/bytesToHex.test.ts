import { describe, expect, it } from 'vitest';
import { bytesToHex } from './bytesToHex';

describe('bytesToHex', () => {
  it('writes two lower-case digits a byte, from bytes or a buffer', () => {
    expect(bytesToHex(new Uint8Array([0, 9, 10, 171, 255]))).toBe('00090aabff');
    expect(bytesToHex(new Uint8Array([1, 2]).buffer)).toBe('0102');
    expect(bytesToHex(new Uint8Array())).toBe('');
  });
});
