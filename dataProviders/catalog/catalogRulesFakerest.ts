import type { DataProvider, RaRecord } from 'ra-core';
import { entityConfigOf } from '../../fixtures/entityConfig';
import { componentVersions } from '../../resources/componentVersions/schema';
import { components } from '../../resources/components/schema';
import type { ServiceErrorBody } from '../../resources/core/wire';
import { entityParameters } from '../../resources/entityParameters/schema';
import { placeIdTaken } from '../../resources/multimedia/multimediaRules';
import { multimedia } from '../../resources/multimedia/schema';
import { onboardingVideos } from '../../resources/onboardingVideos/schema';
import { tutorialVideoCategories } from '../../resources/tutorialVideoCategories/schema';
import { tutorialVideos } from '../../resources/tutorialVideos/schema';
import { fakeFiles } from '../market/fakeFiles';
import { mapServiceError } from '../responseErrors';

const ALL = { pagination: { page: 1, perPage: 100_000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const ordered = new Set([tutorialVideos.resource, onboardingVideos.resource, tutorialVideoCategories.resource]);

const refusal = (code: string, field: string, status = 400) => {
  const body: ServiceErrorBody = { Code: code, Message: code, Errors: { [field]: code } };
  return mapServiceError(status, body, JSON.stringify(body));
};

/**
 * The catalogue's rules of the sandbox (sandbox/market/catalog) over the in-memory provider:
 * component versions made of an uploaded binary of the component's package, entity parameters
 * behind CAN_CREATE_ENTITY_PARAMETERS, a multimedia place id held once, new videos last.
 */
export const withFakeCatalogRules = <P extends DataProvider>(provider: P, currentEntity: () => number): P => {
  const beforeCreate = async (resource: string, data: Record<string, unknown>) => {
    if (resource === componentVersions.resource) {
      const { data: component } = await provider.getOne<RaRecord>(components.resource, {
        id: data.componentId as number,
      });
      const file = fakeFiles.get(String(data.binaryFileId));
      if (!file?.versionCode) throw refusal('AM-0030', 'binaryFileId');
      if (component.packageName && file.packageName !== component.packageName) throw refusal('AM-0009', 'binaryFileId');
      return { ...data, versionName: file.versionName, versionCode: file.versionCode, binaryUrl: file.url };
    }
    if (
      resource === entityParameters.resource &&
      entityConfigOf(currentEntity()).CAN_CREATE_ENTITY_PARAMETERS !== 'true'
    )
      throw refusal('GM-0001', 'name', 403);
    if (resource === multimedia.resource && typeof data.placeId === 'string') {
      if (placeIdTaken((await provider.getList(resource, ALL)).data, data.placeId)) throw refusal('PM-0006', 'placeId');
    }
    if (ordered.has(resource) && typeof data.orderNumber !== 'number') {
      const { total = 0 } = await provider.getList(resource, { ...ALL, pagination: { page: 1, perPage: 1 } });
      return { ...data, orderNumber: total + 1 };
    }
    return data;
  };
  return {
    ...provider,
    create: async (resource, params) =>
      provider.create(resource, {
        ...params,
        data: await beforeCreate(resource, params.data as Record<string, unknown>),
      }),
  };
};
