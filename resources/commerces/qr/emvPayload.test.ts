import { describe, expect, it } from 'vitest';
import { crc16, emvPayload, tlv } from './emvPayload';

describe('the EMV QR payload', () => {
  it('computes the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });

  it('writes each field with its two-digit length and closes with field 63', () => {
    expect(tlv('05', 'C9000001')).toBe('0508C9000001');
    const payload = emvPayload({
      payloadFormatIndicator: '01',
      pointInitiationMethod: '12',
      merchantAccountInformation: '0008DO.TPAGO0108C3000001',
      merchantCategoryCode: '5411',
      merchantName: 'Colmado La Esquina',
      merchantCity: 'Santo Domingo',
      commerceCode: 'C3000001',
    });
    expect(payload.startsWith('00020101021226240008DO.TPAGO0108C3000001520454115918Colmado La Esquina')).toBe(true);
    expect(payload).toContain('6013Santo Domingo62120508C3000001');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('clips names to their EMV maximum', () => {
    const payload = emvPayload({
      payloadFormatIndicator: '01',
      pointInitiationMethod: '11',
      merchantAccountInformation: '00',
      merchantName: 'x'.repeat(40),
      commerceCode: 'C1',
    });
    expect(payload).toContain(`5925${'x'.repeat(25)}`);
  });
});
