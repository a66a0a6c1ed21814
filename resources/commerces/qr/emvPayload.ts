/**
 * The EMVCo merchant-presented QR payload of a commerce's check-in/check-out code: TLV fields
 * (two-digit id, two-digit length, value) closed by a CRC-16/CCITT-FALSE checksum (field 63).
 * Plain TypeScript, no browser API.
 */

export interface PayloadInput {
  payloadFormatIndicator: string;
  pointInitiationMethod: string;
  /** Already TLV-encoded by its wallet (globally unique id, then the merchant's account). */
  merchantAccountInformation: string;
  merchantCategoryCode?: string | null;
  merchantName?: string | null;
  merchantCity?: string | null;
  /** Sent as the reference label in the additional data (field 62, sub-field 05). */
  commerceCode: string;
}

const MAX_VALUE = 99;

export const tlv = (id: string, value: string) => {
  const clipped = value.slice(0, MAX_VALUE);
  return `${id}${String(clipped.length).padStart(2, '0')}${clipped}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits. */
export const crc16 = (text: string) => {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** The payload a terminal shows and a wallet reads. */
export const emvPayload = (input: PayloadInput) => {
  const body = [
    tlv('00', input.payloadFormatIndicator),
    tlv('01', input.pointInitiationMethod),
    tlv('26', input.merchantAccountInformation),
    input.merchantCategoryCode ? tlv('52', input.merchantCategoryCode) : '',
    input.merchantName ? tlv('59', input.merchantName.slice(0, 25)) : '',
    input.merchantCity ? tlv('60', input.merchantCity.slice(0, 15)) : '',
    tlv('62', tlv('05', input.commerceCode)),
  ].join('');
  const open = `${body}6304`;
  return `${open}${crc16(open)}`;
};
