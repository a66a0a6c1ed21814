import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { schemas } from '../resources/schemaLookup';
import { loadMessages } from '../src/messages';
import { interpretFailure } from './errorCatalogue';
import { mapServiceError } from './responseErrors';

const RA_FORMAT = '@@react-admin@@';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What react-admin's ValidationError shows for a field error string. */
const shownUnderField = (error: string, translate: Translate) => {
  if (!error.startsWith(RA_FORMAT)) return translate(error, { _: error });
  const { message, args } = JSON.parse(error.slice(RA_FORMAT.length)) as {
    message: string;
    args: Record<string, unknown>;
  };
  return translate(message, { _: message, ...args });
};

const fieldErrorOf = (body: unknown, field: string) =>
  (interpretFailure({ status: 409, body, schemas }).error.body as { errors: Record<string, string> }).errors[field];

const serialElsewhere = {
  Code: 'TM-0010',
  Message: 'PAX000000801 - Banco Ibérico',
  Errors: { serialNumber: 'TM-0010' },
};

describe('a field refusal reads as its toast', () => {
  it('fills TM-0010 under the serial with the serial and the entity, on both error mappers', async () => {
    const i18n = await createI18nProvider('es', loadMessages);
    const expected = 'El número de serie PAX000000801 ya existe en la entidad Banco Ibérico.';
    const { notice } = interpretFailure({ status: 409, body: serialElsewhere, schemas });
    expect(i18n.translate(notice?.message ?? '', notice?.args)).toBe(expected);
    expect(shownUnderField(fieldErrorOf(serialElsewhere, 'serialNumber'), i18n.translate)).toBe(expected);
    const fakeRestError = mapServiceError(409, serialElsewhere, JSON.stringify(serialElsewhere));
    if (!(fakeRestError instanceof HttpError)) throw fakeRestError;
    const fakeRestField = (fakeRestError.body as { errors: Record<string, string> }).errors.serialNumber;
    expect(shownUnderField(fakeRestField, i18n.translate)).toBe(expected);
  });

  it('names the GM-0009 field by its label in the language shown', async () => {
    const body = { Code: 'GM-0009', Message: 'name-PAX', Errors: { name: 'GM-0009' } };
    const error = fieldErrorOf(body, 'name');
    const i18n = await createI18nProvider('es', loadMessages);
    expect(shownUnderField(error, i18n.translate)).toBe('El valor PAX del campo Nombre ya está en uso.');
    await i18n.changeLocale('en');
    expect(shownUnderField(error, i18n.translate)).toBe('The value PAX of the field Name is already in use.');
  });

  it('leaves a field refused with another code than the answer as its plain message key', () => {
    const body = { Code: 'TM-0010', Message: 'PAX-1 - Banco', Errors: { serialNumber: 'TM-0010', name: 'TM-0001' } };
    expect(fieldErrorOf(body, 'name')).toBe('errors.codes.TM-0001');
  });
});
