import fakeRestDataProvider from 'ra-data-fakerest';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { World } from '../fixtures/world';
import type { ConsoleDataProvider } from './consoleDataProvider';
import type { ErrorMapper, SessionReader } from './httpClient';
import { mapServiceError } from './responseErrors';
import { withEntityScope } from './withEntityScope';
import { withFakeTerminalImport } from './terminalImportFakerest';
import { withFakeTerminalList } from './terminalListFakerest';
import { createFakeTerminalOperationsMethods } from './terminalOperationsFakerest';
import { withFakeTerminalActions } from './terminalActionsFakerest';
import { withFakeTransactions } from './transactionsFakerest';
import { withSchemaValidation } from './withSchemaValidation';

export const OPERATOR_ENTITY = 9;

/**
 * The in-memory stand-in for the services, over a fixtures world: scoped to the selected entity
 * and validating records like the sandbox does.
 */
export const createFakeRestProvider = (
  schemas: readonly ResourceSchema[],
  world: World,
  session: Pick<SessionReader, 'entityId'>,
  mapError: ErrorMapper = mapServiceError,
): ConsoleDataProvider => {
  const data = Object.fromEntries(schemas.map((schema) => [schema.resource, world[schema.name] ?? []]));
  const currentEntity = () => Number(session.entityId() ?? OPERATOR_ENTITY);
  const unscoped = fakeRestDataProvider(data, false);
  const scoped = withEntityScope(unscoped, schemas, currentEntity);
  // Validation runs inside the scope, so a uniqueness check only sees the entity's own records.
  const withLists = withFakeTerminalList(
    withFakeTransactions(withSchemaValidation(scoped, schemas, mapError)),
    currentEntity,
  );
  const provider = withFakeTerminalActions(withFakeTerminalImport(withLists, currentEntity));
  return { ...provider, ...createFakeTerminalOperationsMethods(provider, unscoped, currentEntity, mapError) };
};
