import { describe, expect, it } from 'vitest';
import { canAccessRoute } from '../../authProvider/canAccess';
import { resourceRule } from '../../authProvider/routeRules';
import { entityParameters } from './schema';

const writer = { permissions: ['ENTITY_PARAMETERS_WRITE_AND_READ'], entityId: 9 };

describe('entity parameters behind CAN_CREATE_ENTITY_PARAMETERS', () => {
  const rule = resourceRule(entityParameters);
  it('lets a writer create them where the entity flag is on', () => {
    expect(canAccessRoute(rule, { ...writer, config: { CAN_CREATE_ENTITY_PARAMETERS: 'true' } }, 'create')).toBe(true);
  });
  it('offers nothing where the flag is off, as the sandbox refuses the create', () => {
    const off = { ...writer, config: { CAN_CREATE_ENTITY_PARAMETERS: 'false' } };
    expect(canAccessRoute(rule, off, 'create')).toBe(false);
    expect(canAccessRoute(rule, off, 'list')).toBe(false);
  });
});
