import { HttpError } from 'ra-core';
import type { ConsoleDataProvider } from '../dataProviders/consoleDataProvider';
import { createFakeRestProvider } from '../dataProviders/fakerest';
import type { ApiKeyRequest } from '../dataProviders/partners/apiKeyMethods';
import { createMemoryIdentity } from '../dataProviders/memoryIdentity';
import { servicePrefixes } from '../dataProviders/services';
import { authenticatorCode } from '../fixtures/authenticator';
import { personas } from '../fixtures/personas';
import { DEFAULT_WORLD, generateWorld, type World } from '../fixtures/world';
import type { ContractAction, ContractOutcome } from '../resources/core/rules/contractCase';
import type { Values } from '../resources/core/rules/domainHooks';
import { apiKeys } from '../resources/apiKeys/schema';
import { FILES_PATH } from '../resources/core/upload/fileAddress';
import { STEP_UP_HEADER } from '../resources/permissions2fa/stepUp';
import { schemaNamed, schemas } from '../resources/schemaLookup';
import { startSandbox, type TestSandbox } from '../sandbox/testing/startSandbox';

/** The world both back ends start from: the sandbox seeds this very one. */
export const CONTRACT_WORLD = { terminals: 200, now: DEFAULT_WORLD.now };

/** A back end as the contract suite drives it: one call at a time, as a persona in an entity. */
export interface ContractBackEnd {
  perform(action: ContractAction, as: string, entityId?: number): Promise<ContractOutcome>;
  close(): Promise<void>;
}

const refusalOf = (status: number, body: unknown): ContractOutcome => {
  const { Code, Errors } = (typeof body === 'object' && body !== null ? body : {}) as {
    Code?: string;
    Errors?: Record<string, string>;
  };
  return { status, code: Code, errors: Errors };
};

const personaNamed = (userName: string) => {
  const persona = personas.find((candidate) => candidate.userName === userName);
  if (!persona) throw new Error(`No persona ${userName}`);
  return persona;
};

type ResourceVerb = 'create' | 'update' | 'delete' | 'get' | 'list';
const methods: Record<ResourceVerb, string> = {
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
  get: 'GET',
  list: 'GET',
};

/** The verb of a resource call and the resource it names. */
const resourceCallOf = (action: ContractAction): [ResourceVerb, string] => {
  const verb = (Object.keys(methods) as ResourceVerb[]).find((key) => key in action);
  if (!verb) throw new Error(`No resource call in ${JSON.stringify(action)}`);
  return [verb, (action as unknown as Record<ResourceVerb, string>)[verb]];
};

/** The sandbox over HTTP on a fresh in-memory database. */
export const sandboxBackEnd = async (): Promise<ContractBackEnd> => {
  // A case may confirm two writes within one 30-second step: refusing a replayed code is the
  // identity service's own rule (sandbox/security tests), not a domain rule fakerest shares.
  const sandbox: TestSandbox = await startSandbox({ terminals: CONTRACT_WORLD.terminals, totpReuse: true });
  const requestOf = (action: ContractAction): { url: string; method: string; body?: BodyInit } => {
    if ('generateApiKey' in action) {
      const url = `${sandbox.baseUrl}${servicePrefixes[apiKeys.service]}/${apiKeys.path}/generate`;
      return { url, method: 'POST', body: JSON.stringify(action.generateApiKey) };
    }
    if ('upload' in action) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(action.bytes)]), action.name ?? `upload.${action.upload}`);
      return { url: `${sandbox.baseUrl}/app/${FILES_PATH}/${action.upload}`, method: 'POST', body: form };
    }
    const [verb, name] = resourceCallOf(action);
    const schema = schemaNamed(name);
    const id = 'id' in action ? `/${action.id}` : '';
    const filter = 'filter' in action ? (action.filter ?? {}) : {};
    const query =
      verb === 'list' ? `?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,999]' })}` : '';
    return {
      url: `${sandbox.baseUrl}${servicePrefixes[schema.service]}/${schema.path}${id}${query}`,
      method: methods[verb],
      body: 'data' in action ? JSON.stringify(action.data) : undefined,
    };
  };
  const perform = async (action: ContractAction, as: string, entityId?: number): Promise<ContractOutcome> => {
    const { token, entityId: bound } = await sandbox.tokenFor(as, entityId ?? personaNamed(as).entities[0]);
    const { url, method, body } = requestOf(action);
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'entity-id': String(bound) };
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    if (action.twoFactorCode) headers[STEP_UP_HEADER] = action.twoFactorCode;
    const response = await fetch(url, { method, headers, body });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) return refusalOf(response.status, answer);
    return Array.isArray(answer)
      ? { status: response.status, records: answer as Values[] }
      : { status: response.status, record: answer as Values };
  };
  return { perform, close: () => sandbox.close() };
};

/** The fakerest provider over the same world, signed in through the in-memory identity. */
export const fakerestBackEnd = async (world: World): Promise<ContractBackEnd> => {
  let token: string | null = null;
  let entity: string | null = null;
  let twoFactorCode: string | null = null;
  const mapError = (status: number, json: unknown) => new HttpError('refused', status, json);
  const provider: ConsoleDataProvider = createFakeRestProvider(
    schemas,
    structuredClone(world),
    { entityId: () => entity, token: () => token, stepUpCode: () => twoFactorCode },
    mapError,
  );
  const identity = createMemoryIdentity(mapError, { token: () => token });
  const signIn = async (as: string, entityId?: number) => {
    const persona = personaNamed(as);
    const grant = await identity.passwordGrant({
      userName: persona.userName,
      password: persona.password,
      entityId,
      totpCode: persona.totpSecret ? authenticatorCode(persona.totpSecret) : undefined,
    });
    token = grant.access_token;
    entity = String(entityId ?? persona.entities[0]);
  };
  const call = async (action: ContractAction): Promise<ContractOutcome> => {
    if ('upload' in action) {
      const file = new File([new Uint8Array(action.bytes)], action.name ?? `upload.${action.upload}`);
      const { data } = await provider.uploadFile({ kind: action.upload, file });
      return { status: 201, record: { ...data } };
    }
    if ('generateApiKey' in action) {
      const request = action.generateApiKey as unknown as ApiKeyRequest;
      const { data } = await provider.generatePartnerApiKey(request);
      return { status: 201, record: { ...data } };
    }
    if ('create' in action) {
      const { data } = await provider.create(schemaNamed(action.create).resource, { data: action.data });
      return { status: 201, record: data };
    }
    if ('update' in action) {
      const resource = schemaNamed(action.update).resource;
      const { data } = await provider.update(resource, {
        id: action.id,
        data: action.data,
        previousData: { id: action.id },
      });
      return { status: 200, record: data };
    }
    if ('delete' in action) {
      const resource = schemaNamed(action.delete).resource;
      const { data } = await provider.delete(resource, { id: action.id, previousData: { id: action.id } });
      return { status: 200, record: data };
    }
    if ('get' in action) {
      const { data } = await provider.getOne(schemaNamed(action.get).resource, { id: action.id });
      return { status: 200, record: data };
    }
    const { data } = await provider.getList(schemaNamed(action.list).resource, {
      filter: action.filter ?? {},
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
    });
    return { status: 200, records: data };
  };
  const perform = async (action: ContractAction, as: string, entityId?: number) => {
    await signIn(as, entityId);
    twoFactorCode = action.twoFactorCode ?? null;
    try {
      return await call(action);
    } catch (error) {
      if (error instanceof HttpError) return refusalOf(error.status, error.body);
      throw error;
    }
  };
  return { perform, close: async () => undefined };
};

/** The seeded world of the suite, generated as the sandbox's seed generates it. */
export const contractWorld = (): World => generateWorld(schemas, CONTRACT_WORLD);
