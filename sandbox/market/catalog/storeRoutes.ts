import type { FastifyInstance } from 'fastify';
import { componentReaches } from '../../../resources/terminalsHistory/rules';
import type { SandboxContext } from '../../context';
import { refuse } from '../../errors';
import type { StoredRecord } from '../../storage/repository';
import { sessionOf } from '../../guard';
import { idOf } from './access';

const ALL = [0, 999] as [number, number];

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);

/** A shelf's item: the entry's place and the app it shows. */
const shelfItem = (entry: StoredRecord, app: StoredRecord) => ({
  id: entry.id,
  position: entry.position,
  app: {
    id: app.id,
    name: app.name,
    packageName: app.packageName,
    icon: app.icon ?? null,
    categoryId: app.categoryId ?? null,
    developerId: app.developerId ?? null,
    hiringType: app.hiringType,
  },
});

/**
 * The store's shelves (spec section 7: store top, category, just-for-you): the active entries of
 * a section in position order, each with its app; an inactive app is never on a shelf. 'Just for
 * you' keeps the apps that run on at least one model of the entity's terminals.
 */
export const storeRoutes = (scope: FastifyInstance, { store, db }: SandboxContext) => {
  const shelf = (entityId: number, filter: Record<string, unknown>) =>
    store
      .list('store', {
        entityId,
        filter: { ...filter, active: true },
        range: ALL,
        sort: { field: 'position', order: 'ASC' },
      })
      .records.flatMap((entry) => {
        const app = store.get('apps', Number(entry.appId), entityId);
        return app && app.state !== 'INACTIVE' ? [{ entry, app }] : [];
      });

  scope.get('/api/v1/store/top', async (request) => {
    const { entityId } = sessionOf(request);
    return shelf(entityId, { section: 'TOP' }).map(({ entry, app }) => shelfItem(entry, app));
  });

  scope.get<{ Params: { id: string } }>('/api/v1/store/category/:id', async (request) => {
    const { entityId } = sessionOf(request);
    const categoryId = idOf(request.params.id);
    if (categoryId === undefined || !store.get('categories', categoryId)) throw refuse(404, 'AM-0008');
    return shelf(entityId, { section: 'CATEGORY', categoryId }).map(({ entry, app }) => shelfItem(entry, app));
  });

  scope.get('/api/v1/store/just-for-you', async (request) => {
    const { entityId } = sessionOf(request);
    const models = (
      db.prepare('SELECT DISTINCT "f_modelId" AS modelId FROM r_terminals WHERE entity_id = ?').all(entityId) as {
        modelId: number | null;
      }[]
    ).map((row) => row.modelId);
    return shelf(entityId, { section: 'JUST_FOR_YOU' })
      .filter(({ app }) => models.some((modelId) => componentReaches(numbers(app.modelIds), { id: 0, modelId })))
      .map(({ entry, app }) => shelfItem(entry, app));
  });
};
