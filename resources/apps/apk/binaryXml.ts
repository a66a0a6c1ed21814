/**
 * A reader of Android's binary XML (AXML), the form AndroidManifest.xml takes inside an APK:
 * a string pool, an optional resource-id map, then start and end element chunks.
 */

export class BinaryXmlError extends Error {}

const CHUNK_XML = 0x0003;
const CHUNK_STRING_POOL = 0x0001;
const CHUNK_RESOURCE_MAP = 0x0180;
const CHUNK_START_ELEMENT = 0x0102;
const UTF8_FLAG = 0x100;
const NO_INDEX = 0xffffffff;

export const TYPE_STRING = 0x03;
export const TYPE_INT_DEC = 0x10;
export const TYPE_INT_HEX = 0x11;
export const TYPE_BOOLEAN = 0x12;

export type AttributeValue = string | number | boolean | null;

export interface XmlElement {
  name: string;
  /** By name; android attributes whose name the pool leaves empty get it from their resource id. */
  attributes: Record<string, AttributeValue>;
}

/** Names of framework attributes by resource id, for manifests that strip attribute names. */
const frameworkNames: Record<number, string> = {
  0x0101021b: 'versionCode',
  0x0101021c: 'versionName',
  0x01010003: 'name',
  0x0101000b: 'sharedUserId',
};

const utf8Length = (bytes: Uint8Array, at: number): [number, number] =>
  bytes[at] & 0x80 ? [((bytes[at] & 0x7f) << 8) | bytes[at + 1], 2] : [bytes[at], 1];

const utf16Length = (data: DataView, at: number): [number, number] => {
  const first = data.getUint16(at, true);
  return first & 0x8000 ? [((first & 0x7fff) << 16) | data.getUint16(at + 2, true), 4] : [first, 2];
};

const readStringPool = (bytes: Uint8Array, data: DataView, chunk: number): string[] => {
  const count = data.getUint32(chunk + 8, true);
  const utf8 = (data.getUint32(chunk + 16, true) & UTF8_FLAG) !== 0;
  const stringsStart = chunk + data.getUint32(chunk + 20, true);
  const strings: string[] = [];
  for (let index = 0; index < count; index += 1) {
    let at = stringsStart + data.getUint32(chunk + 28 + index * 4, true);
    if (utf8) {
      at += utf8Length(bytes, at)[1];
      const [byteLength, size] = utf8Length(bytes, at);
      strings.push(new TextDecoder().decode(bytes.subarray(at + size, at + size + byteLength)));
    } else {
      const [length, size] = utf16Length(data, at);
      at += size;
      strings.push(String.fromCharCode(...Array.from({ length }, (_, i) => data.getUint16(at + i * 2, true))));
    }
  }
  return strings;
};

const typedValue = (type: number, raw: number, strings: readonly string[], rawIndex: number): AttributeValue => {
  if (rawIndex !== NO_INDEX) return strings[rawIndex] ?? null;
  if (type === TYPE_STRING) return strings[raw] ?? null;
  if (type === TYPE_INT_DEC || type === TYPE_INT_HEX) return raw | 0;
  if (type === TYPE_BOOLEAN) return raw !== 0;
  return null;
};

/** Every start element of the document, in order, with its attributes decoded. */
export const readBinaryXml = (bytes: Uint8Array): XmlElement[] => {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8 || data.getUint16(0, true) !== CHUNK_XML) throw new BinaryXmlError('not binary XML');
  let strings: string[] = [];
  let resourceIds: number[] = [];
  const elements: XmlElement[] = [];
  let at = data.getUint16(2, true);
  while (at + 8 <= bytes.length) {
    const type = data.getUint16(at, true);
    const size = data.getUint32(at + 4, true);
    if (size < 8 || at + size > bytes.length) throw new BinaryXmlError('bad chunk size');
    if (type === CHUNK_STRING_POOL) strings = readStringPool(bytes, data, at);
    if (type === CHUNK_RESOURCE_MAP)
      resourceIds = Array.from({ length: (size - 8) / 4 }, (_, i) => data.getUint32(at + 8 + i * 4, true));
    if (type === CHUNK_START_ELEMENT) {
      const name = strings[data.getUint32(at + 20, true)] ?? '';
      const attributeStart = data.getUint16(at + 24, true);
      const attributeSize = data.getUint16(at + 26, true);
      const count = data.getUint16(at + 28, true);
      const attributes: Record<string, AttributeValue> = {};
      for (let index = 0; index < count; index += 1) {
        const attribute = at + 16 + attributeStart + index * attributeSize;
        const nameIndex = data.getUint32(attribute + 4, true);
        const key = strings[nameIndex] || frameworkNames[resourceIds[nameIndex] ?? 0] || '';
        attributes[key] = typedValue(
          data.getUint8(attribute + 15),
          data.getUint32(attribute + 16, true),
          strings,
          data.getUint32(attribute + 8, true),
        );
      }
      elements.push({ name, attributes });
    }
    at += size;
  }
  return elements;
};
