import { useDataProvider } from 'ra-core';
import { useCallback, useState } from 'react';
import type { TerminalImportDataProvider } from '../../../../dataProviders/terminals/importMethods';
import { brands } from '../../../brands/schema';
import { commerces } from '../../../commerces/schema';
import { groups } from '../../../groups/schema';
import { models } from '../../../models/schema';
import { profiles } from '../../../profiles/schema';
import { batchOf } from '../csv/importFormat';
import { uploadInBatches, type UploadOutcome } from '../../../csvImport/uploadInBatches';
import { rowsForGroup } from './groupRows';

export interface GroupCreationValues {
  groupId: number;
  brandId: number;
  modelId: number;
  profileId?: number | null;
  serials: string;
}

/**
 * Creates the typed serials in a commerce group through the terminal service's AddSeveral: the
 * group gives the commerce; the service applies every rule of a single creation to each serial.
 */
export const useGroupCreation = () => {
  const dataProvider = useDataProvider<TerminalImportDataProvider>();
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [sending, setSending] = useState(false);

  const nameOf = useCallback(
    async (resource: string, id: number, field: string) =>
      String((await dataProvider.getOne(resource, { id })).data[field] ?? ''),
    [dataProvider],
  );

  const create = useCallback(
    async (values: GroupCreationValues) => {
      setSending(true);
      try {
        const { data: group } = await dataProvider.getOne(groups.resource, { id: values.groupId });
        const rows = rowsForGroup(values.serials, {
          group: String(group.name),
          commerceCode: await nameOf(commerces.resource, Number(group.commerceId), 'commerceCode'),
          brand: await nameOf(brands.resource, values.brandId, 'name'),
          model: await nameOf(models.resource, values.modelId, 'name'),
          profile: values.profileId ? await nameOf(profiles.resource, values.profileId, 'name') : '',
        });
        setOutcome(
          await uploadInBatches({
            total: rows.length,
            rowsOf: async (start, end) => batchOf(rows.slice(start, end)),
            send: async (batch) => (await dataProvider.addSeveralTerminals({ batch })).data,
            isCancelled: () => false,
            onProgress: () => undefined,
          }),
        );
      } finally {
        setSending(false);
      }
    },
    [dataProvider, nameOf],
  );

  return { outcome, sending, create, reset: () => setOutcome(null) };
};
