import { Chip, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'ra-core';
import { apps } from '../../apps/schema';
import { appVersions } from '../../appVersions/schema';
import { bundles } from '../../bundles/schema';
import { componentVersions } from '../../componentVersions/schema';
import { components } from '../../components/schema';
import type { InstallKind } from '../shapes';

const resources: Record<InstallKind, string> = {
  appVersion: appVersions.resource,
  component: componentVersions.resource,
  bundle: bundles.resource,
};

/** What is being installed: the kind, and its name (the app or component and the version for a version). */
export const useInstallSubject = (kind: InstallKind, id: number) => {
  const { data: record, isPending } = useGetOne(resources[kind], { id });
  const { data: app } = useGetOne(
    apps.resource,
    { id: record?.appId },
    { enabled: kind === 'appVersion' && !!record?.appId },
  );
  const { data: component } = useGetOne(
    components.resource,
    { id: record?.componentId },
    { enabled: kind === 'component' && !!record?.componentId },
  );
  const owner = kind === 'appVersion' ? app : component;
  const name =
    kind === 'bundle'
      ? String(record?.name ?? '')
      : `${String(owner?.name ?? '')} ${String(record?.versionName ?? '')}`.trim();
  return { record, name, isPending };
};

export const InstallSubjectTitle = ({ kind, name, state }: { kind: InstallKind; name: string; state?: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="subtitle1">
        {translate('fleetInstall.subject', { kind: translate(`fleetInstall.kinds.${kind}`), name })}
      </Typography>
      {state && <Chip size="small" label={translate(`resources.appVersions.choices.state.${state}`, { _: state })} />}
    </Stack>
  );
};
