import { entityConfigOf } from '../../fixtures/entityConfig';

/**
 * The entities' configuration flags in the in-memory world: the fixtures' until the general
 * configuration saves others, kept for the provider's life. The settings calls write them, the
 * domains' rules read them.
 */
export const createFakeEntityConfigs = () => {
  const configs = new Map<number, Record<string, string>>();
  const read = (entityId: number): Record<string, string> => configs.get(entityId) ?? entityConfigOf(entityId);
  const write = (entityId: number, changes: Record<string, string>) =>
    configs.set(entityId, { ...read(entityId), ...changes });
  return { read, write };
};

export type FakeEntityConfigs = ReturnType<typeof createFakeEntityConfigs>;
