import type { FastifyInstance } from 'fastify';
import { byExpiry } from '../../../resources/profiles/emv/certificateExpiry';
import type { CaKeyCertificate } from '../../../resources/profiles/emv/emvShapes';
import { sessionOf } from '../../guard';
import type { SandboxContext } from '../../context';
import type { EmvStore } from './emvStore';

/**
 * GET Profile/{profileId}/EmvConfiguration: a profile's applications and CA keys.
 * GET ProfileApplication/Certificate: every CA key of every profile of the entity, expired and
 * expiring (90 days) first. Both need PROFILE_CONFIGURATION_READ (or its write pair), as declared
 * in sandbox/gate/declarations/parameters.ts.
 */
export const emvRoutes = (scope: FastifyInstance, { store }: SandboxContext, emv: EmvStore, now: () => number) => {
  scope.get<{ Params: { profileId: string } }>('/api/v1/Profile/:profileId/EmvConfiguration', async (request) => {
    const session = sessionOf(request);
    return emv.read(session.entityId, Number(request.params.profileId));
  });

  scope.get('/api/v1/ProfileApplication/Certificate', async (request) => {
    const session = sessionOf(request);
    const profiles = store.list('profiles', { entityId: session.entityId, range: [0, 4999] }).records;
    const keys: CaKeyCertificate[] = profiles.flatMap((profile) =>
      emv
        .read(session.entityId, profile.id)
        .caKeys.map((caKey) => ({ ...caKey, profileId: profile.id, profileName: String(profile.name) })),
    );
    return byExpiry(keys, now());
  });
};
