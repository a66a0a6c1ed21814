import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { apps } from '../../../apps/schema';
import { appVersions } from '../../../appVersions/schema';
import { components } from '../../../components/schema';
import { componentVersions } from '../../../componentVersions/schema';
import { RecordPicker } from '../../pages/shared/RecordPicker';

export type VersionKind = 'appVersion' | 'component';

const sources = {
  appVersion: { owner: apps.resource, versions: appVersions.resource, field: 'appId', label: 'app' },
  component: {
    owner: components.resource,
    versions: componentVersions.resource,
    field: 'componentId',
    label: 'component',
  },
} as const;

interface Props {
  kind: VersionKind;
  ownerId?: number;
  versionId?: number;
  onChange: (ownerId: number | undefined, versionId: number | undefined) => void;
  error?: string;
}

/** An app (or system component) searched by name, then one of its versions. */
export const VersionPicker = ({ kind, ownerId, versionId, onChange, error }: Props) => {
  const translate = useTranslate();
  const source = sources[kind];
  const { data: versions = [] } = useGetList(
    source.versions,
    {
      filter: { [source.field]: ownerId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'DESC' },
    },
    { enabled: ownerId !== undefined },
  );
  return (
    <Stack spacing={2}>
      <RecordPicker
        resource={source.owner}
        label={translate(`fleetInstall.fromList.${source.label}`)}
        value={ownerId ? [ownerId] : []}
        onChange={(ids) => onChange(ids[0], undefined)}
      />
      <TextField
        select
        label={translate('fleetInstall.fromList.version')}
        value={versionId ?? ''}
        onChange={(event) => onChange(ownerId, Number(event.target.value))}
        disabled={ownerId === undefined}
        error={Boolean(error)}
        helperText={error}
      >
        {versions.map((version) => (
          <MenuItem key={version.id} value={Number(version.id)}>
            {String(version.versionName)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
