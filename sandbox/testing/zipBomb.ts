import { constants, createDeflateRaw } from 'node:zlib';
import { writeZip } from '../../resources/apps/apk/testing/zipWriter';

const MB = 1024 * 1024;
/** A final, empty block with fixed codes: ends a raw DEFLATE stream. */
const FINAL_EMPTY_BLOCK = Uint8Array.from([0x03, 0x00]);

/**
 * Raw DEFLATE data that inflates to `megabytes` MB of zeros from about a thousandth of that:
 * once the window is all zeros, every further megabyte compresses to the same block, which is
 * repeated instead of computed.
 */
export const deflateBomb = async (megabytes: number): Promise<Uint8Array> => {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const megabyte = async () => {
    deflate.write(Buffer.alloc(MB));
    await new Promise<void>((done) => deflate.flush(constants.Z_SYNC_FLUSH, () => done()));
    return Buffer.concat(parts.splice(0));
  };
  const first = await megabyte();
  const steady = await megabyte();
  deflate.close();
  return Buffer.concat([first, ...Array<Buffer>(megabytes - 1).fill(steady), FINAL_EMPTY_BLOCK]);
};

/**
 * An "APK" whose AndroidManifest.xml inflates to `megabytes` MB. `declaredSize` is what its
 * central directory claims (the truth by default; a liar claims a few bytes).
 */
export const zipBombApk = async (megabytes: number, declaredSize = megabytes * MB) =>
  writeZip([
    {
      name: 'AndroidManifest.xml',
      content: new Uint8Array(0),
      deflated: { data: await deflateBomb(megabytes), declaredSize: declaredSize >>> 0 },
    },
  ]);
