import { caKeyHash } from './caKeyHash';
import type { CaKey, EmvApplication } from './emvShapes';
import { byteLength, isHex } from './hex';

/** A field's message key (profilesEmv.validation.*) when its value is wrong. */
export type FieldErrors = Record<string, string>;

const key = (name: string) => `profilesEmv.validation.${name}`;

/** Hex of exactly `bytes` bytes, or between `min` and `max` bytes. */
export const hexBytes = (value: string, min: number, max = min): string | undefined => {
  if (!value) return key('required');
  if (!isHex(value)) return key('hex');
  const length = byteLength(value);
  if (length < min || length > max) return min === max ? key(`bytes.${min}`) : key(`bytesBetween.${min}_${max}`);
  return undefined;
};

/** Largest amount an EMV n12 field (two decimals) holds. */
export const MAX_AMOUNT = 9_999_999_999.99;

export const amount = (value: number): string | undefined => {
  if (!Number.isFinite(value) || value < 0) return key('amount');
  if (Math.round(value * 100) !== Number((value * 100).toFixed(6))) return key('decimals');
  return value > MAX_AMOUNT ? key('amountMax') : undefined;
};

/**
 * A data object list (DDOL, TDOL): tag and one-byte length pairs. A tag's first byte with its low
 * five bits set continues on the next bytes while their top bit is set (EMV Book 3, annex B).
 */
export const isDol = (value: string): boolean => {
  if (!isHex(value)) return false;
  const bytes = value.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
  let i = 0;
  while (i < bytes.length) {
    if ((bytes[i++] & 0x1f) === 0x1f) while (i < bytes.length && bytes[i++] & 0x80);
    if (i >= bytes.length || bytes[i] >= 0x80) return false;
    i += 1;
  }
  return true;
};

/** Longest DOL the terminal keeps (a DOL is sent in one command: 252 bytes). */
export const MAX_DOL_BYTES = 252;

const dol = (value: string) => {
  if (!value) return undefined;
  if (!isDol(value)) return key('dol');
  return byteLength(value) > MAX_DOL_BYTES ? key('dolLength') : undefined;
};

const compact = (errors: Record<string, string | undefined>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const validateApplication = (app: EmvApplication): FieldErrors => {
  const errors = compact({
    aid: hexBytes(app.aid, 5, 16),
    label: !app.label.trim() ? key('required') : app.label.length > 16 ? key('labelLength') : undefined,
    kernelId: hexBytes(app.kernelId, 1),
    terminalCapabilities: hexBytes(app.terminalCapabilities, 3),
    tacDefault: hexBytes(app.tacDefault, 5),
    tacDenial: hexBytes(app.tacDenial, 5),
    tacOnline: hexBytes(app.tacOnline, 5),
    floorLimit: amount(app.floorLimit),
    contactlessFloorLimit: amount(app.contactlessFloorLimit),
    cvmRequiredLimit: amount(app.cvmRequiredLimit),
    contactlessTransactionLimit: amount(app.contactlessTransactionLimit),
    ddol: dol(app.ddol),
    tdol: dol(app.tdol),
  });
  if (
    !errors.cvmRequiredLimit &&
    !errors.contactlessTransactionLimit &&
    app.cvmRequiredLimit > app.contactlessTransactionLimit
  )
    errors.cvmRequiredLimit = key('cvmAboveTransaction');
  return errors;
};

/** RSA exponents EMV allows for CA keys. */
export const caKeyExponents = ['03', '010001'] as const;
/** CA key modulus lengths in bytes: 1024 to 1984 bits (EMV Book 2 caps the modulus at 248 bytes). */
export const MIN_MODULUS_BYTES = 128;
export const MAX_MODULUS_BYTES = 248;

const isExpiry = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const validateCaKey = (caKey: CaKey): FieldErrors => {
  const modulus = hexBytes(caKey.modulus, MIN_MODULUS_BYTES, MAX_MODULUS_BYTES);
  const errors = compact({
    rid: hexBytes(caKey.rid, 5),
    index: hexBytes(caKey.index, 1),
    exponent: !caKey.exponent
      ? key('required')
      : (caKeyExponents as readonly string[]).includes(caKey.exponent.toUpperCase())
        ? undefined
        : key('exponent'),
    modulus:
      modulus ??
      (caKey.modulus.startsWith('00') ? key('modulusLeadingZero') : undefined) ??
      (parseInt(caKey.modulus.slice(-1), 16) % 2 === 0 ? key('modulusEven') : undefined),
    hash: hexBytes(caKey.hash, 20),
    expiry: !caKey.expiry ? key('required') : isExpiry(caKey.expiry) ? undefined : key('date'),
  });
  if (Object.keys(errors).length === 0 && caKeyHash(caKey) !== caKey.hash.toUpperCase())
    errors.hash = key('hashMismatch');
  return errors;
};

/** Errors of whole lists, keyed `index.field`, plus duplicates (an AID, a RID and index, twice). */
export const validateApplications = (apps: readonly EmvApplication[]): FieldErrors => {
  const errors: FieldErrors = {};
  apps.forEach((app, i) => {
    Object.entries(validateApplication(app)).forEach(([field, message]) => (errors[`${i}.${field}`] = message));
    if (apps.findIndex((other) => other.aid.toUpperCase() === app.aid.toUpperCase()) < i)
      errors[`${i}.aid`] ??= key('duplicateAid');
  });
  return errors;
};

export const validateCaKeys = (caKeys: readonly CaKey[]): FieldErrors => {
  const errors: FieldErrors = {};
  const idOf = (caKey: CaKey) => `${caKey.rid}/${caKey.index}`.toUpperCase();
  caKeys.forEach((caKey, i) => {
    Object.entries(validateCaKey(caKey)).forEach(([field, message]) => (errors[`${i}.${field}`] = message));
    if (caKeys.findIndex((other) => idOf(other) === idOf(caKey)) < i) errors[`${i}.index`] ??= key('duplicateKey');
  });
  return errors;
};
