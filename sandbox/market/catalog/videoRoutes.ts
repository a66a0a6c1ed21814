import type { FastifyInstance } from 'fastify';
import {
  isDeactivated,
  languageRemovalRefusal,
  numberedOrder,
  orderRefusal,
} from '../../../resources/tutorialVideos/videoRules';
import type { SandboxContext } from '../../context';
import { present } from '../../engine/present';
import { refuse } from '../../errors';
import { sessionOf } from '../../guard';
import { fieldRefusal, idOf } from './access';

const ALL = [0, 9_999] as [number, number];

interface VideoKind {
  resource: 'tutorialVideos' | 'onboardingVideos' | 'tutorialVideoCategories';
  /** Where the service takes a new order and a language removal, under /app. */
  base: string;
  orderPath: string;
}

const kinds: readonly VideoKind[] = [
  {
    resource: 'tutorialVideos',
    base: '/api/v1/video/tutorial/tutorials',
    orderPath: '/api/v1/video/tutorial/update-order',
  },
  {
    resource: 'tutorialVideoCategories',
    base: '/api/v1/video/tutorial/categories',
    orderPath: '/api/v1/video/tutorial/categories/update-order',
  },
  {
    resource: 'onboardingVideos',
    base: '/api/v1/video/promotional',
    orderPath: '/api/v1/video/promotional/update-order',
  },
];

/**
 * The videos' own calls (spec section 7, Videos): a new order for all of an entity's videos
 * (`{ids}`, a permutation, AM-0009 otherwise), a language removed from one (never the default,
 * AM-0023), and what a terminal is served: a category's videos still active, in order. Their
 * permissions and entity flags are their declarations' (sandbox/gate/declarations/app.ts).
 */
export const videoRoutes = (scope: FastifyInstance, { store }: SandboxContext) => {
  for (const kind of kinds) {
    const schema = store.schema(kind.resource);
    const all = (entityId: number) =>
      store.list(kind.resource, { entityId, range: ALL, sort: { field: 'orderNumber', order: 'ASC' } }).records;

    scope.put<{ Body: { ids?: unknown } | undefined }>(kind.orderPath, async (request) => {
      const session = sessionOf(request);
      const ids = Array.isArray(request.body?.ids) ? request.body.ids : [];
      const code = orderRefusal(
        all(session.entityId).map((video) => video.id),
        ids,
      );
      if (code) throw fieldRefusal('ids', code);
      return numberedOrder(ids as number[]).map(({ id, orderNumber }) =>
        present(schema, store.update(kind.resource, id, { orderNumber })),
      );
    });

    if (kind.resource === 'tutorialVideoCategories') continue;
    scope.delete<{ Params: { id: string; language: string } }>(
      `${kind.base}/:id/language/:language`,
      async (request) => {
        const session = sessionOf(request);
        const id = idOf(request.params.id);
        const video = id === undefined ? undefined : store.get(kind.resource, id, session.entityId);
        if (!video) throw refuse(404, 'AM-0008');
        const languages = (video.languages as string[] | null) ?? [];
        const code = languageRemovalRefusal(languages, video.defaultLanguage, request.params.language);
        if (code) throw fieldRefusal('languages', code);
        const kept = languages.filter((language) => language !== request.params.language);
        return present(schema, store.update(kind.resource, video.id, { languages: kept }));
      },
    );
  }

  scope.get<{ Params: { id: string } }>('/api/v1/video/tutorial/category/:id', async (request) => {
    const session = sessionOf(request);
    const categoryId = idOf(request.params.id);
    if (categoryId === undefined || !store.get('tutorialVideoCategories', categoryId, session.entityId))
      throw refuse(404, 'AM-0008');
    const now = Date.now();
    return store
      .list('tutorialVideos', {
        entityId: session.entityId,
        filter: { categoryId },
        range: ALL,
        sort: { field: 'orderNumber', order: 'ASC' },
      })
      .records.filter((video) => !isDeactivated(video.deactivationDate, now))
      .map((video) => present(store.schema('tutorialVideos'), video));
  });
};
