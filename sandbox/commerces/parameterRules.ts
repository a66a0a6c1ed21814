import { ownerIssues } from '../../resources/commerceParameters/rules';
import { commerceParameters } from '../../resources/commerceParameters/schema';
import { groups } from '../../resources/groups/schema';
import type { SandboxContext } from '../context';
import { addHooks } from '../engine/hooks';
import { ServiceError } from '../errors';

/**
 * A parameter collection's owner rules on every write (resources/commerceParameters/rules.ts):
 * one owner, a commerce's source group among its own groups, and one collection per commerce or
 * group (400 GM-0009 on the owner field for a second one).
 */
export const registerParameterRules = ({ hooks, store }: SandboxContext) => {
  const check = (data: Record<string, unknown>, entityId: number, exceptId?: number) => {
    const sourceGroupId = data.sourceGroupId == null ? null : Number(data.sourceGroupId);
    const source = sourceGroupId === null ? undefined : store.get(groups.name, sourceGroupId, entityId);
    const issues = ownerIssues({
      commerceId: data.commerceId as number | null,
      groupId: data.groupId as number | null,
      sourceGroupId,
      inheritFromGroup: data.inheritFromGroup as boolean | null,
      sourceGroupCommerceId: source ? Number(source.commerceId) : null,
    });
    if (issues.length) {
      const [{ path, code }] = issues;
      throw new ServiceError(400, { Code: code, Message: code === 'GM-0008' ? path : code, Errors: { [path]: code } });
    }
    const owner = data.commerceId != null ? 'commerceId' : 'groupId';
    if (store.findOther(commerceParameters.name, entityId, owner, data[owner] as number, exceptId) !== undefined)
      throw new ServiceError(400, {
        Code: 'GM-0009',
        Message: `${owner} - ${String(data[owner])}`,
        Errors: { [owner]: 'GM-0009' },
      });
  };
  addHooks(hooks, commerceParameters.name, {
    beforeCreate: (data, { entityId }) => {
      check(data, entityId);
      return data;
    },
    beforeUpdate: (id, data, { entityId }) => {
      check(data, entityId, id);
      return data;
    },
  });
};
