import { describe, expect, it } from 'vitest';
import { base64Bytes, imageProblem, imageProblems } from './imageDataUrl';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const dataUrl = (type: string, head: number[], bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(head);
  return `data:${type};base64,${Buffer.from(content).toString('base64')}`;
};

describe('uploaded images', () => {
  it('accepts PNG and JPG up to the size, byte for byte', () => {
    expect(imageProblem(dataUrl('image/png', PNG_HEAD, 1024), 1)).toBeNull();
    expect(imageProblem(dataUrl('image/png', PNG_HEAD, 1025), 1)).toBe(imageProblems.tooLarge);
    expect(imageProblem(dataUrl('image/jpeg', JPG_HEAD, 2048), 2)).toBeNull();
    expect(imageProblem(dataUrl('image/jpeg', JPG_HEAD, 2049), 2)).toBe(imageProblems.tooLarge);
  });
  it('refuses other types, and content that is not what its type says', () => {
    expect(imageProblem(dataUrl('image/gif', [0x47, 0x49, 0x46, 0x38], 64), 1)).toBe(imageProblems.wrongType);
    expect(imageProblem(dataUrl('image/png', JPG_HEAD, 64), 1)).toBe(imageProblems.wrongType);
    expect(imageProblem(dataUrl('image/svg+xml', [0x3c, 0x73, 0x76, 0x67], 64), 1)).toBe(imageProblems.wrongType);
    expect(imageProblem('data:image/png;base64,not base64!', 1)).toBe(imageProblems.wrongType);
    expect(imageProblem('just text', 1)).toBe(imageProblems.wrongType);
  });
  it('keeps images already stored', () => {
    expect(imageProblem('https://cdn.tpvmarket.es/agreements/x.png', 1)).toBeNull();
    expect(imageProblem('/cards/visa.svg', 1)).toBeNull();
    expect(imageProblem('//evil.example/x.png', 1)).toBe(imageProblems.wrongType);
  });
  it('counts decoded bytes from base64 length and padding', () => {
    expect(base64Bytes('QQ==')).toBe(1);
    expect(base64Bytes('QUI=')).toBe(2);
    expect(base64Bytes('QUJD')).toBe(3);
  });
});
