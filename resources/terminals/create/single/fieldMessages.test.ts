import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { fieldMessage, serialConflictOf } from './fieldMessages';

describe('server refusals on the serial number field', () => {
  it('puts TM-0010 on the serial with the serial and entity of the Message', () => {
    const error = new HttpError('errors.codes.TM-0010', 409, { Code: 'TM-0010', Message: 'PAX123456 - Banco Ibérico' });
    expect(serialConflictOf(error)).toEqual({
      serialNumber: fieldMessage('errors.codes.TM-0010', { 0: 'PAX123456', 1: 'Banco Ibérico' }),
    });
  });

  it('leaves other failures alone', () => {
    expect(serialConflictOf(new HttpError('x', 409, { Code: 'GM-0008', Message: 'commerceId-1' }))).toBeUndefined();
    expect(serialConflictOf(new HttpError('x', 400, { Code: 'TM-0010' }))).toBeUndefined();
    expect(serialConflictOf(new Error('network'))).toBeUndefined();
  });
});
