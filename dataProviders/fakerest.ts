import fakeRestDataProvider from 'ra-data-fakerest';
import type { DataProvider } from 'ra-core';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { World } from '../fixtures/world';
import type { ErrorMapper, SessionReader } from './httpClient';
import { mapServiceError } from './responseErrors';
import { withEntityScope } from './withEntityScope';
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
): DataProvider => {
  const data = Object.fromEntries(schemas.map((schema) => [schema.resource, world[schema.name] ?? []]));
  const scoped = withEntityScope(fakeRestDataProvider(data, false), schemas, () =>
    Number(session.entityId() ?? OPERATOR_ENTITY),
  );
  // Validation runs inside the scope, so a uniqueness check only sees the entity's own records.
  return withFakeTransactions(withSchemaValidation(scoped, schemas, mapError));
};
