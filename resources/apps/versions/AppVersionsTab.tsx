import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { VersionSummary } from '../../appVersions/rules';
import { FleetInstallButton } from '../../fleetInstalls/FleetInstallButton';
import { fieldLabel } from '../../views/labels';
import { VersionActions } from './VersionActions';
import { VersionReach } from './VersionReach';
import { VersionCreateDialog } from './VersionCreateDialog';
import { VersionStateChip } from './VersionStateChip';
import { StoredFileDownloadButton } from '../../core/upload/StoredFileDownloadButton';

const columns = ['versionName', 'versionCode', 'state', 'installationCount', 'note'] as const;

/** The app's versions, newest code first, with their states, binaries and actions. */
export const AppVersionsTab = () => {
  const translate = useTranslate();
  const app = useRecordContext();
  const [creating, setCreating] = useState(false);
  const {
    data = [],
    refetch,
    isPending,
  } = useGetList(
    'appVersions',
    {
      filter: { appId: app?.id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'versionCode', order: 'DESC' },
    },
    { enabled: app?.id !== undefined },
  );
  if (!app) return null;
  const summaries: VersionSummary[] = data.map((version) => ({
    id: Number(version.id),
    versionCode: Number(version.versionCode),
    state: String(version.state),
    authorizedTerminalIds: version.authorizedTerminalIds as number[] | null,
  }));
  return (
    <Box sx={{ width: '100%' }} className="app-versions">
      <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        {translate('market.versions.add')}
      </Button>
      {!isPending && data.length === 0 ? (
        <Typography>{translate('market.versions.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('market.app.tabs.versions')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(fieldLabel('appVersions', column))}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((version) => (
              <TableRow key={version.id}>
                <TableCell>{String(version.versionName)}</TableCell>
                <TableCell>{String(version.versionCode)}</TableCell>
                <TableCell>
                  <VersionStateChip state={String(version.state)} />
                  <VersionReach version={version} />
                </TableCell>
                <TableCell>{String(version.installationCount ?? 0)}</TableCell>
                <TableCell>{String(version.note ?? '')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {typeof version.binaryUrl === 'string' && version.binaryUrl && (
                    <StoredFileDownloadButton
                      url={version.binaryUrl}
                      fileName={`${String(version.versionName)}.apk`}
                      label={translate('market.versions.download')}
                    />
                  )}
                  <FleetInstallButton
                    compact
                    kind="appVersion"
                    id={Number(version.id)}
                    refusal={version.state === 'INACTIVE' ? translate('fleetInstall.disabled') : undefined}
                  />
                  <VersionActions version={version} versions={summaries} onChanged={() => void refetch()} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {creating && (
        <VersionCreateDialog
          app={app}
          versions={data}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void refetch();
          }}
        />
      )}
    </Box>
  );
};
