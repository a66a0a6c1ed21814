import { useState } from 'react';
import { useDataProvider, useGetMany, useNotify, useRedirect } from 'ra-core';
import type { GroupDataProvider } from '../../../../dataProviders/groups/groupMethods';
import { mergePlan, type GroupParameters, type MergeChoices } from '../../mergeParameters';
import { groups, type Group } from '../../schema';

/** The groups being merged (target first), their side-by-side plan, the choices made and the save. */
export const useMerge = (targetId: number | undefined, sourceIds: readonly number[]) => {
  const provider = useDataProvider<GroupDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const ids = targetId ? [targetId, ...sourceIds.filter((id) => id !== targetId)] : [];
  const ready = ids.length > 1;
  const { data = [] } = useGetMany<Group>(groups.resource, { ids }, { enabled: ready });
  const ordered = ids.flatMap((id) => data.filter((group) => Number(group.id) === id));
  const plan = mergePlan(ordered as GroupParameters[]);
  const [choices, setChoices] = useState<MergeChoices>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!targetId) return;
    setSaving(true);
    try {
      const { data: merged } = await provider.mergeGroupParameters({
        targetId,
        sourceIds: ids.slice(1),
        choices,
      });
      notify('groupPages.merge.saved', { type: 'success', messageArgs: { name: merged.name } });
      redirect('edit', groups.resource, targetId);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setSaving(false);
    }
  };
  return {
    ready: ready && ordered.length === ids.length,
    groups: ordered,
    plan,
    choices,
    choose: (key: string, groupId: number) => setChoices((current) => ({ ...current, [key]: groupId })),
    saving,
    save,
  };
};
