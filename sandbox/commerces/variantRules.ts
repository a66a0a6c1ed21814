import { commerceIssues } from '../../resources/commerces/rules/commerceVariant';
import { commerces } from '../../resources/commerces/schema';
import { isErrorCode } from '../../resources/core/errorCodes';
import type { SandboxContext } from '../context';
import { addHooks } from '../engine/hooks';
import { createEntityConfigStore } from '../entities/entityConfig';
import { ServiceError } from '../errors';

/**
 * The commerce variant rules on every create and edit (spec section 5): the card processor's
 * RNC, the Spanish bank's CIF, the fields each variant requires and the e-mail when the entity
 * flag asks for it. A refusal is 400 with each field's code, as the console's form shows them.
 */
export const assertCommerceVariant = (
  data: Record<string, unknown>,
  entityId: number,
  config: Record<string, string>,
) => {
  const issues = commerceIssues(data, entityId, config);
  if (!issues.length) return;
  const Errors = Object.fromEntries(issues.map(({ path, code }) => [path, code]));
  const Code = issues.map(({ code }) => code).find(isErrorCode);
  throw new ServiceError(400, Code ? { Code, Message: Code, Errors } : { Errors });
};

export const registerVariantRules = (context: SandboxContext) => {
  const configs = createEntityConfigStore(context.db);
  addHooks(context.hooks, commerces.name, {
    beforeCreate: (data, { entityId }) => {
      assertCommerceVariant(data, entityId, configs.read(entityId));
      return data;
    },
    beforeUpdate: (_id, data, { entityId }) => {
      assertCommerceVariant(data, entityId, configs.read(entityId));
      return data;
    },
  });
};
