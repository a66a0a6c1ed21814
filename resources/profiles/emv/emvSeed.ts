import { caKeyHash } from './caKeyHash';
import type { CaKey, EmvApplication } from './emvShapes';
import { bytesToEmvHex } from './hex';

const application = (
  aid: string,
  label: string,
  kernelId: string,
  limits: [number, number, number],
): EmvApplication => ({
  aid,
  label,
  kernelId,
  terminalCapabilities: 'E0F8C8',
  tacDefault: 'DC4000A800',
  tacDenial: '0010000000',
  tacOnline: 'DC4004F800',
  floorLimit: 0,
  contactlessFloorLimit: limits[0],
  cvmRequiredLimit: limits[1],
  contactlessTransactionLimit: limits[2],
  ddol: '9F3704',
  tdol: '9F0802',
});

/** A deterministic RSA-shaped modulus: top bit set, odd, from a small linear congruential stream. */
const modulusOf = (seed: number, bytes: number) => {
  const out = new Uint8Array(bytes);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < bytes; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    out[i] = state >>> 24;
  }
  out[0] |= 0x80;
  out[bytes - 1] |= 0x01;
  return bytesToEmvHex(out);
};

const day = (now: number, days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

const caKey = (rid: string, index: string, bytes: number, seed: number, expiry: string): CaKey => {
  const parts = { rid, index, modulus: modulusOf(seed, bytes), exponent: index === 'F1' ? '010001' : '03' };
  return { ...parts, hash: caKeyHash(parts), expiry };
};

/**
 * The EMV configuration a seeded profile starts with: Visa, Mastercard and Maestro, and four CA
 * keys whose expiry depends on the profile, so that some profiles hold an expired key and others
 * one expiring within 90 days of the seeding time.
 */
export const seededEmvConfiguration = (profileId: number, now: number) => {
  const soon = profileId % 3 === 0 ? -(5 + (profileId % 40)) : profileId % 3 === 1 ? 15 + (profileId % 60) : 400;
  return {
    applications: [
      application('A0000000031010', 'VISA CREDITO', '03', [0, 2500, 15000]),
      application('A0000000041010', 'MASTERCARD', '02', [0, 2500, 15000]),
      application('A0000000043060', 'MAESTRO', '02', [0, 2000, 10000]),
    ],
    caKeys: [
      caKey('A000000003', '92', 176, profileId * 7 + 1, day(now, soon)),
      caKey('A000000003', '94', 248, profileId * 7 + 2, day(now, 1_400 + (profileId % 200))),
      caKey('A000000004', 'EF', 248, profileId * 7 + 3, day(now, 1_500 + (profileId % 150))),
      caKey('A000000004', 'F1', 176, profileId * 7 + 4, day(now, 700 + (profileId % 90))),
    ],
  };
};

/**
 * A new profile starts with no EMV configuration: applications and CA keys arrive only through an
 * approved proposal (four eyes), and a copy takes its source's. Both back ends write it on create.
 */
export const newProfileEmv = (profileId: number) => ({ profileId, applications: [], caKeys: [] });
