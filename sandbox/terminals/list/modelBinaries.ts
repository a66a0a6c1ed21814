import type { FastifyInstance } from 'fastify';
import { componentTypes } from '../../../resources/components/schema';
import { componentReaches } from '../../../resources/terminalsHistory/rules';
import type { SandboxContext } from '../../context';
import { sessionOf } from '../../guard';
import { MAX_PAGE, type StoredRecord } from '../../storage/repository';
import { fieldRefusal } from '../detail/access';

const ALL: [number, number] = [0, MAX_PAGE - 1];

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

const isComponentType = (type: string): type is (typeof componentTypes)[number] =>
  (componentTypes as readonly string[]).includes(type);

const binaryOf = (component: StoredRecord) => ({
  componentId: component.id,
  name: String(component.name),
  type: String(component.type),
  version: String(component.currentVersion),
});

/**
 * GET Terminal/models/available-binary[?type=]: the terminal models for which the caller's entity
 * has a system component (of the type, if given) ready to install, each with those components at
 * their current version. A component with a current version and the model among its models (or
 * none listed) is what Component/install accepts for a terminal of that model.
 */
export const modelBinariesRoute = (scope: FastifyInstance, context: SandboxContext) =>
  scope.get<{ Querystring: { type?: string } }>('/api/v1/Terminal/models/available-binary', async (request) => {
    const { entityId } = sessionOf(request);
    const { type } = request.query;
    if (type !== undefined && !isComponentType(type)) throw fieldRefusal('type', 'GM-0004');
    const ready = context.store
      .list('components', { entityId, filter: type ? { type } : {}, range: ALL })
      .records.filter((component) => component.currentVersion);
    return context.store
      .list('models', { range: ALL, sort: { field: 'name', order: 'ASC' } })
      .records.map((model) => ({
        modelId: model.id,
        modelName: String(model.name),
        brandId: model.brandId,
        binaries: ready
          .filter((component) => componentReaches(numbers(component.modelIds), { id: 0, modelId: model.id }))
          .map(binaryOf),
      }))
      .filter((model) => model.binaries.length > 0);
  });
