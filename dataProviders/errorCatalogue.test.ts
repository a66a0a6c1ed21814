import { HttpError } from 'ra-core';
import { messageLeaves } from '../i18n/messageLeaves';
import { describe, expect, it, vi } from 'vitest';
import { errorsEn } from '../i18n/errors/en';
import { errorsEs } from '../i18n/errors/es';
import { errorsPt } from '../i18n/errors/pt';
import enCatalogue from '../i18n/catalogues/en';
import esCatalogue from '../i18n/catalogues/es';
import ptCatalogue from '../i18n/catalogues/pt';
import { createI18nProvider } from '../i18n/i18nProvider';
import { reference, text } from '../resources/core/fields';
import { schemas as registrySchemas } from '../resources/schemaLookup';
import { loadMessages } from '../src/messages';
import {
  SCREEN_HANDLED_CODES,
  catalogueCodes,
  createErrorMapper,
  fieldLabelKey,
  interpretFailure,
  messageKeyArg,
  splitMessage,
  type FailureInput,
} from './errorCatalogue';
import { createFailureLog, failureLogOf } from './errorCatalogueLog';
import { createServiceClient } from './serviceClient';
import { createHttpClient, isSuccessStatus } from './httpClient';
import { createNoticeBus, type Notice } from './notices';

/** Two schemas, so the 409 substitutions have field labels to find. */
const schemas: FailureInput['schemas'] = [
  { resource: 'model', fields: { name: text(), brandId: reference('brands') } },
  { resource: 'Terminal', fields: { serialNumber: text(), name: text() } },
];

/** A notice bus and the notices it has shown so far. */
const watchedNotices = () => {
  const notices = createNoticeBus();
  const seen: Notice[] = [];
  notices.subscribe((notice) => seen.push(notice));
  return { notices, seen };
};

/** The terminal service's HTTP client over a server that answers every call 404 GM-0010. */
const notFoundClient = (notices: ReturnType<typeof createNoticeBus>) => {
  const fetchImpl = vi.fn(
    async () => new Response(JSON.stringify({ Code: 'GM-0010' }), { status: 404 }),
  ) as unknown as typeof fetch;
  return createHttpClient({ token: () => 't', entityId: () => '9' }, createErrorMapper(notices), fetchImpl)('terminal');
};

const warning = (message: string, args?: Record<string, unknown>): Notice => ({
  message,
  ...(args ? { args } : {}),
  type: 'warning',
  title: 'errors.generic.errorTitle',
  durationMs: 4000,
});
const error = (message: string, args?: Record<string, unknown>): Notice => ({
  ...warning(message, args),
  type: 'error',
});

interface Row {
  rule: string;
  status: number;
  body: unknown;
  hideNotFound?: boolean;
  /** What the user sees; null for nothing. */
  notice: Notice | null;
  /** The message (key) of the thrown error. */
  message: string;
  /** The form's field errors the thrown error carries. */
  errors?: Record<string, string>;
}

const rows: Row[] = [
  // 400
  {
    rule: "400 error_description 'user deactivated' shows US-0001",
    status: 400,
    body: { error: 'invalid_grant', error_description: 'user deactivated' },
    notice: warning('errors.codes.US-0001'),
    message: 'errors.codes.US-0001',
  },
  {
    rule: "400 error_description 'invalid username or password' shows US-0002",
    status: 400,
    body: { error: 'invalid_grant', error_description: 'invalid username or password' },
    notice: warning('errors.codes.US-0002'),
    message: 'errors.codes.US-0002',
  },
  {
    rule: '400 error_description wins over a code, whatever its case',
    status: 400,
    body: { error_description: 'Invalid Username or Password ', Code: 'IS-0002' },
    notice: warning('errors.codes.US-0002'),
    message: 'errors.codes.US-0002',
  },
  {
    rule: '400 another error_description shows the code’s message',
    status: 400,
    body: { error: 'invalid_grant', error_description: 'user blocked', Code: 'IS-0021' },
    notice: warning('errors.codes.IS-0021'),
    message: 'errors.codes.IS-0021',
  },
  {
    rule: '400 with a code shows its message',
    status: 400,
    body: { Code: 'TM-0006', Message: 'TM-0006' },
    notice: warning('errors.codes.TM-0006'),
    message: 'errors.codes.TM-0006',
  },
  {
    rule: '400 without a code asks to complete the required fields',
    status: 400,
    body: { Errors: { name: 'CE-0001', email: 'validation.email' } },
    notice: warning('errors.generic.requiredFields'),
    message: 'errors.generic.requiredFields',
    errors: { name: 'errors.codes.CE-0001', email: 'validation.email' },
  },
  {
    rule: '400 without a body asks to complete the required fields',
    status: 400,
    body: null,
    notice: warning('errors.generic.requiredFields'),
    message: 'errors.generic.requiredFields',
  },
  {
    rule: '400 with field errors puts them on the fields',
    status: 400,
    body: { Code: 'PM-0006', Message: 'PM-0006', Errors: { name: 'PM-0006', 'address.city': 'CE-0002' } },
    notice: warning('errors.codes.PM-0006'),
    message: 'errors.codes.PM-0006',
    errors: { name: 'errors.codes.PM-0006', 'address.city': 'errors.codes.CE-0002' },
  },
  {
    rule: '400 with a code the catalogue lacks shows the generic oops',
    status: 400,
    body: { Code: 'ZZ-0001' },
    notice: warning('errors.generic.oops'),
    message: 'errors.generic.oops',
  },
  ...['PM-0035', 'PM-0036', 'TM-0008', 'IS-0014'].map((code): Row => ({
    rule: `400 ${code} is left to the screen: no toast`,
    status: 400,
    body: { Code: code, Message: '3-2-x' },
    notice: null,
    message: `errors.codes.${code}`,
  })),
  {
    rule: '400 IS-0016 is left to the screen: no toast (no message of its own)',
    status: 400,
    body: { Code: 'IS-0016' },
    notice: null,
    message: 'errors.generic.oops',
  },
  // 401, 403
  {
    rule: '401 ends the session: no toast here',
    status: 401,
    body: { Code: 'GM-0001' },
    notice: null,
    message: 'errors.generic.sessionExpired',
  },
  {
    rule: '403 ends the session: no toast here',
    status: 403,
    body: { Code: 'GM-0001', Message: 'USERS_WRITE_AND_READ' },
    notice: null,
    message: 'errors.generic.sessionExpired',
  },
  {
    rule: '400 GM-0009 fills its slots from the Message as a 409 does (a field refusal of the services)',
    status: 400,
    body: { Code: 'GM-0009', Message: 'serialNumber-PAX-0001', Errors: { serialNumber: 'GM-0009' } },
    notice: warning('errors.codes.GM-0009', {
      0: messageKeyArg('resources.Terminal.fields.serialNumber'),
      1: 'PAX-0001',
    }),
    message: 'errors.codes.GM-0009',
    errors: {
      serialNumber: `@@react-admin@@${JSON.stringify({
        message: 'errors.codes.GM-0009',
        args: { 0: messageKeyArg('resources.Terminal.fields.serialNumber'), 1: 'PAX-0001' },
      })}`,
    },
  },
  {
    rule: '400 GM-0008 fills its slot from the Message as a 409 does',
    status: 400,
    body: { Code: 'GM-0008', Message: 'brandId-77' },
    notice: warning('errors.codes.GM-0008', { 0: messageKeyArg('resources.model.fields.brandId') }),
    message: 'errors.codes.GM-0008',
  },
  // 409
  {
    rule: '409 GM-0008 substitutes the translated name of the key before the dash',
    status: 409,
    body: { Code: 'GM-0008', Message: 'brandId-77' },
    notice: warning('errors.codes.GM-0008', { 0: messageKeyArg('resources.model.fields.brandId') }),
    message: 'errors.codes.GM-0008',
  },
  {
    rule: '409 GM-0008 with a key no schema has substitutes the key as it came',
    status: 409,
    body: { Code: 'GM-0008', Message: 'WarehouseId-4' },
    notice: warning('errors.codes.GM-0008', { 0: 'WarehouseId' }),
    message: 'errors.codes.GM-0008',
  },
  {
    rule: '409 GM-0009 substitutes the key name and the second part',
    status: 409,
    body: { Code: 'GM-0009', Message: 'serialNumber-PAX-0001' },
    notice: warning('errors.codes.GM-0009', {
      0: messageKeyArg('resources.Terminal.fields.serialNumber'),
      1: 'PAX-0001',
    }),
    message: 'errors.codes.GM-0009',
  },
  {
    rule: '409 TM-0010 substitutes the two parts of the Message',
    status: 409,
    body: { Code: 'TM-0010', Message: 'SN123 - Operador' },
    notice: warning('errors.codes.TM-0010', { 0: 'SN123', 1: 'Operador' }),
    message: 'errors.codes.TM-0010',
  },
  {
    rule: '409 with another code shows its message',
    status: 409,
    body: { Code: 'GM-0006', Message: 'model-3' },
    notice: warning('errors.codes.GM-0006'),
    message: 'errors.codes.GM-0006',
  },
  {
    rule: '409 without a code has an empty message: no toast',
    status: 409,
    body: { Message: 'conflict' },
    notice: null,
    message: '',
  },
  // 404
  {
    rule: '404 shows an error toast with the code’s message',
    status: 404,
    body: { Code: 'TM-0002' },
    notice: error('errors.codes.TM-0002'),
    message: 'errors.codes.TM-0002',
  },
  {
    rule: '404 the request asked to hide: no toast',
    status: 404,
    body: { Code: 'GM-0010' },
    hideNotFound: true,
    notice: null,
    message: 'errors.codes.GM-0010',
  },
  {
    rule: '404 without a code shows the catalogue’s not found (GM-0010)',
    status: 404,
    body: '<html>Not Found</html>',
    notice: error('errors.codes.GM-0010'),
    message: 'errors.codes.GM-0010',
  },
  {
    rule: '404 without a code, hidden: no toast',
    status: 404,
    body: null,
    hideNotFound: true,
    notice: null,
    message: 'errors.codes.GM-0010',
  },
  // other statuses
  {
    rule: '500 shows an error toast with the code’s message',
    status: 500,
    body: { Code: 'GM-0003', Message: 'NullReferenceException' },
    notice: error('errors.codes.GM-0003'),
    message: 'errors.codes.GM-0003',
  },
  {
    rule: '422 shows an error toast with the code’s message',
    status: 422,
    body: { Code: 'AM-0009' },
    notice: error('errors.codes.AM-0009'),
    message: 'errors.codes.AM-0009',
  },
  {
    rule: '500 without a code has an empty message: no toast',
    status: 500,
    body: 'Internal Server Error',
    notice: null,
    message: '',
  },
  {
    rule: '202 is not a success; without a code: no toast',
    status: 202,
    body: null,
    notice: null,
    message: '',
  },
  {
    rule: 'hiding applies to 404 only',
    status: 500,
    body: { Code: 'GM-0012' },
    hideNotFound: true,
    notice: error('errors.codes.GM-0012'),
    message: 'errors.codes.GM-0012',
  },
];

describe('error catalogue: response handling (spec section 8)', () => {
  it.each([200, 201, 204])('%i is a success', (status) => expect(isSuccessStatus(status)).toBe(true));
  it.each([202, 203, 205, 206, 299, 304, 400, 500])('%i fails', (status) =>
    expect(isSuccessStatus(status)).toBe(false),
  );

  it.each(rows)('$rule', ({ status, body, hideNotFound, notice, message, errors }) => {
    const result = interpretFailure({ status, body, hideNotFound, schemas });
    expect(result.notice).toEqual(notice);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(result.error.message).toBe(message);
    expect(result.error.status).toBe(status);
    const serverFields = typeof body === 'object' && body !== null ? body : {};
    expect(result.error.body).toEqual({ ...serverFields, ...(errors ? { errors } : {}) });
  });

  it('reads a refused token refresh as the end of the session, with no toast of its own', () => {
    for (const [status, body] of [
      [400, { error: 'invalid_grant', error_description: 'refresh token reuse' }],
      [400, {}],
      [401, { error: 'invalid_client' }],
      [500, null],
    ] as const) {
      const { notice, error: thrown } = interpretFailure({ status, body, tokenRefresh: true });
      expect(notice).toBeNull();
      expect(thrown.message).toBe('errors.generic.sessionExpired');
    }
  });

  it('shows no toast for a refusal the screen shows itself, and gives it the same message', () => {
    const body = { error: 'invalid_grant', error_description: 'user deactivated' };
    const shown = interpretFailure({ status: 400, body });
    const own = interpretFailure({ status: 400, body, shownByCaller: true });
    expect(shown.notice).toEqual(warning('errors.codes.US-0001'));
    expect(own.notice).toBeNull();
    expect(own.error.message).toBe('errors.codes.US-0001');
  });

  it('covers every excepted 400 code of the spec', () => {
    const excepted = rows
      .filter((row) => row.status === 400 && row.notice === null)
      .map((row) => (row.body as { Code: string }).Code);
    expect(excepted.sort()).toEqual([...SCREEN_HANDLED_CODES].sort());
  });

  it('keeps the server’s fields on the error body', () => {
    const body = {
      Code: 'IS-0021',
      Message: 'm',
      error: 'invalid_grant',
      error_description: 'user blocked',
      Errors: { password: 'IS-0021' },
    };
    const { error: thrown } = interpretFailure({ status: 400, body });
    expect(thrown.body).toEqual({ ...body, errors: { password: 'errors.codes.IS-0021' } });
  });

  it('splits a Message at its first dash', () => {
    expect(splitMessage('name-PAX-1')).toEqual(['name', 'PAX-1']);
    expect(splitMessage('name')).toEqual(['name', '']);
    expect(splitMessage(undefined)).toEqual(['', '']);
  });

  it('finds field labels in the registry’s schemas, nested ones included', () => {
    const brandId = fieldLabelKey(registrySchemas, 'brandId');
    const [, resource] = brandId?.match(/^resources\.(.+)\.fields\.brandId$/) ?? [];
    expect(registrySchemas.find((schema) => schema.resource === resource)?.fields.brandId).toBeDefined();
    expect(fieldLabelKey(registrySchemas, 'BrandId')).toBe(brandId);
    expect(fieldLabelKey(registrySchemas, 'nothingLikeThis')).toBeUndefined();
    expect(
      fieldLabelKey([{ resource: 'r', fields: { address: { kind: 'group', fields: { city: text() } } } }], 'city'),
    ).toBe('resources.r.fields.address.city');
  });
});

describe('every code has its message', () => {
  const languages = [
    ['es', errorsEs.codes],
    ['en', errorsEn.codes],
    ['pt', errorsPt.codes],
  ] as const;

  it('lists the codes of i18n/errors/es.ts', () => {
    expect(catalogueCodes).toEqual(Object.keys(errorsEs.codes));
    expect(catalogueCodes.length).toBeGreaterThan(100);
  });

  it.each(languages)('%s has a message for every code', (_language, codes) => {
    for (const code of catalogueCodes) expect(codes[code]?.trim(), code).toBeTruthy();
  });

  it.each([
    ['es', esCatalogue],
    ['en', enCatalogue],
    ['pt', ptCatalogue],
  ] as const)(
    'the interpreter finds a message key for every code that the %s catalogue has',
    (_language, catalogue) => {
      const messages = messageLeaves(catalogue);
      for (const code of catalogueCodes) {
        for (const status of [400, 404, 409, 500]) {
          const { error: thrown } = interpretFailure({ status, body: { Code: code } });
          expect(thrown.message, `${status} ${code}`).toBe(`errors.codes.${code}`);
          expect(messages.get(thrown.message), `${status} ${code}`).toBeTruthy();
        }
      }
      for (const key of [
        'errors.generic.requiredFields',
        'errors.generic.oops',
        'errors.generic.sessionExpired',
        'errors.generic.errorTitle',
      ]) {
        expect(messages.get(key), key).toBeTruthy();
      }
    },
  );

  it('translates a substituted message in each language, the label arg in that language', async () => {
    const { notice } = interpretFailure({
      status: 409,
      body: { Code: 'GM-0009', Message: 'name-PAX' },
      schemas: registrySchemas,
    });
    const i18n = await createI18nProvider('es', loadMessages);
    const show = () => {
      const args = Object.fromEntries(
        Object.entries(notice?.args ?? {}).map(([k, v]) => [
          k,
          typeof v === 'object' && v && 'messageKey' in v ? i18n.translate(String(v.messageKey)) : v,
        ]),
      );
      return i18n.translate(notice?.message ?? '', args);
    };
    expect(show()).toBe('El valor PAX del campo Nombre ya está en uso.');
    await i18n.changeLocale('en');
    expect(show()).toMatch(/PAX/);
    expect(show()).toMatch(/Name/);
    expect(show()).not.toMatch(/\{\{/);
  });
});

describe('createErrorMapper', () => {
  it('shows the notice on the bus and returns the error', () => {
    const { notices, seen } = watchedNotices();
    const mapError = createErrorMapper(notices, { schemas });
    const thrown = mapError(409, { Code: 'TM-0010', Message: 'S1-E1' }, '{}');
    expect(thrown).toBeInstanceOf(HttpError);
    expect(thrown.message).toBe('errors.codes.TM-0010');
    expect(seen).toEqual([warning('errors.codes.TM-0010', { 0: 'S1', 1: 'E1' })]);
  });

  it('shows nothing for a 404 the request hides, through the HTTP client', async () => {
    const { notices, seen } = watchedNotices();
    const client = notFoundClient(notices);
    await expect(client('http://x/a/1', { hideNotFoundAlert: true })).rejects.toMatchObject({
      status: 404,
      message: 'errors.codes.GM-0010',
    });
    expect(seen).toEqual([]);
    await expect(client('http://x/a/1')).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual([error('errors.codes.GM-0010')]);
  });

  it('fails a 202 through the HTTP client', async () => {
    const notices = createNoticeBus();
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ Code: 'GM-0003' }), { status: 202 }),
    ) as unknown as typeof fetch;
    const client = createHttpClient(
      { token: () => null, entityId: () => null },
      createErrorMapper(notices),
      fetchImpl,
    )('terminal');
    await expect(client('http://x/a')).rejects.toMatchObject({ status: 202, message: 'errors.codes.GM-0003' });
  });

  it('passes a network failure on as it came, without a notice, and notes it', async () => {
    const { notices, seen } = watchedNotices();
    const failure = new TypeError('Failed to fetch');
    const fetchImpl = vi.fn(async () => Promise.reject(failure)) as unknown as typeof fetch;
    const client = createHttpClient(
      { token: () => 't', entityId: () => '9' },
      createErrorMapper(notices),
      fetchImpl,
    )('terminal');
    await expect(client('http://x/a')).rejects.toBe(failure);
    expect(seen).toEqual([]);
    // react-admin's own copy of it ('Failed to fetch') is recognised once.
    expect(failureLogOf(notices).claim('Failed to fetch', { _: 'Failed to fetch' })).toBe(true);
    expect(failureLogOf(notices).claim('Failed to fetch', { _: 'Failed to fetch' })).toBe(false);
  });

  it('notes every failure it maps, shown or silent', () => {
    const notices = createNoticeBus();
    const mapError = createErrorMapper(notices);
    mapError(400, { Code: 'IS-0014' }, '');
    mapError(500, null, '');
    const log = failureLogOf(notices);
    expect(log.claim('errors.codes.IS-0014', undefined)).toBe(true);
    expect(log.claim('ra.notification.http_error', { _: '' })).toBe(true);
    expect(log.claim('ra.notification.http_error', { _: '' })).toBe(false);
  });
});

describe('failure log (react-admin’s copies)', () => {
  it('recognises a copy with the same message, or a generic one, once, within the window', () => {
    let now = 1000;
    const log = createFailureLog(() => now, 3000);
    log.record('errors.codes.PM-0006');
    expect(log.claim('errors.codes.PM-0006', { smart_count: 1 })).toBe(false);
    expect(log.claim('something else', undefined)).toBe(false);
    expect(log.claim('ra.message.invalid_form', undefined)).toBe(true);
    expect(log.claim('ra.message.invalid_form', undefined)).toBe(false);
    log.record('errors.codes.GM-0010');
    expect(log.claim('errors.codes.GM-0010', { _: 'errors.codes.GM-0010' })).toBe(true);
    log.record('errors.codes.GM-0010');
    now += 3001;
    expect(log.claim('errors.codes.GM-0010', undefined)).toBe(false);
  });
});

describe('hiding a 404 alert through meta', () => {
  it('hides the alert only for the calls whose meta asks for it', async () => {
    const { notices, seen } = watchedNotices();
    const httpClient = notFoundClient(notices);
    const provider = createServiceClient('http://x/terminal', httpClient, () => 'api/v1/Tag');
    await expect(provider.getOne('api/v1/Tag', { id: 1, meta: { hideNotFoundAlert: true } })).rejects.toMatchObject({
      status: 404,
    });
    expect(seen).toEqual([]);
    await expect(provider.getOne('api/v1/Tag', { id: 1 })).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual([error('errors.codes.GM-0010')]);
  });
});
