/**
 * Encodes a small Android binary XML document (the recipe of the test APKs: no opaque blobs).
 * UTF-16 string pool, resource-id map for the android attributes, one namespace, elements.
 */

const ANDROID_NS = 'http://schemas.android.com/apk/res/android';

export interface WrittenAttribute {
  name: string;
  android?: boolean;
  /** Android's resource id of the attribute (versionCode 0x0101021b ...). */
  resourceId?: number;
  value: string | number;
}

export interface WrittenElement {
  name: string;
  attributes: WrittenAttribute[];
  children?: WrittenElement[];
}

class Bytes {
  private parts: number[] = [];
  u8(value: number) {
    this.parts.push(value & 0xff);
    return this;
  }
  u16(value: number) {
    return this.u8(value).u8(value >>> 8);
  }
  u32(value: number) {
    return this.u16(value & 0xffff).u16(value >>> 16);
  }
  get length() {
    return this.parts.length;
  }
  append(other: Bytes) {
    this.parts.push(...other.parts);
    return this;
  }
  toArray() {
    return Uint8Array.from(this.parts);
  }
}

const chunk = (type: number, headerSize: number, header: Bytes, body: Bytes) =>
  new Bytes()
    .u16(type)
    .u16(headerSize)
    .u32(8 + header.length + body.length)
    .append(header)
    .append(body);

export const writeBinaryXml = (root: WrittenElement, { stripAndroidNames = false } = {}): Uint8Array => {
  // Attributes with resource ids first, as aapt orders the pool, so the map covers their indexes.
  const all: WrittenElement[] = [];
  const walk = (element: WrittenElement) => {
    all.push(element);
    element.children?.forEach(walk);
  };
  walk(root);
  const mapped = [
    ...new Map(all.flatMap((e) => e.attributes.filter((a) => a.resourceId)).map((a) => [a.name, a])).values(),
  ];
  const strings: string[] = mapped.map((attribute) => (stripAndroidNames ? '' : attribute.name));
  const indexOf = (value: string) => {
    const found = strings.indexOf(value);
    if (found >= 0) return found;
    strings.push(value);
    return strings.length - 1;
  };
  const attributeName = (attribute: WrittenAttribute) =>
    attribute.resourceId ? mapped.findIndex((m) => m.name === attribute.name) : indexOf(attribute.name);
  const nsIndex = indexOf(ANDROID_NS);
  const prefixIndex = indexOf('android');
  const nodes = new Bytes();
  const element = (node: WrittenElement) => {
    const attributes = new Bytes();
    for (const attribute of node.attributes) {
      const isString = typeof attribute.value === 'string';
      const stringIndex = isString ? indexOf(attribute.value as string) : 0xffffffff;
      attributes
        .u32(attribute.android ? nsIndex : 0xffffffff)
        .u32(attributeName(attribute))
        .u32(stringIndex)
        .u16(8)
        .u8(0)
        .u8(isString ? 0x03 : 0x10)
        .u32(isString ? stringIndex : (attribute.value as number));
    }
    const header = new Bytes().u32(1).u32(0xffffffff);
    const start = new Bytes()
      .u32(0xffffffff)
      .u32(indexOf(node.name))
      .u16(20)
      .u16(20)
      .u16(node.attributes.length)
      .u16(0)
      .u16(0)
      .u16(0)
      .append(attributes);
    nodes.append(chunk(0x0102, 16, header, start));
    node.children?.forEach(element);
    nodes.append(
      chunk(0x0103, 16, new Bytes().u32(1).u32(0xffffffff), new Bytes().u32(0xffffffff).u32(indexOf(node.name))),
    );
  };
  const namespace = (type: number) =>
    chunk(type, 16, new Bytes().u32(1).u32(0xffffffff), new Bytes().u32(prefixIndex).u32(nsIndex));
  const body = new Bytes().append(namespace(0x0100));
  element(root);
  body.append(nodes).append(namespace(0x0101));

  const offsets = new Bytes();
  const data = new Bytes();
  for (const value of strings) {
    offsets.u32(data.length);
    data.u16(value.length);
    for (let i = 0; i < value.length; i += 1) data.u16(value.charCodeAt(i));
    data.u16(0);
  }
  while (data.length % 4 !== 0) data.u8(0);
  const poolHeader = new Bytes()
    .u32(strings.length)
    .u32(0)
    .u32(0)
    .u32(28 + offsets.length)
    .u32(0);
  const pool = chunk(0x0001, 28, poolHeader, offsets.append(data));
  const resourceMap = new Bytes();
  mapped.forEach((attribute) => resourceMap.u32(attribute.resourceId ?? 0));
  const document = new Bytes()
    .append(pool)
    .append(chunk(0x0180, 8, new Bytes(), resourceMap))
    .append(body);
  return chunk(0x0003, 8, new Bytes(), document).toArray();
};
