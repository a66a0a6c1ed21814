import AddIcon from '@mui/icons-material/Add';
import InstallDesktopIcon from '@mui/icons-material/InstallDesktop';
import LanIcon from '@mui/icons-material/Lan';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useGetList, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { componentVersions } from '../../componentVersions/schema';
import { fieldLabel } from '../../views/labels';
import { components } from '../schema';
import { ComponentVersionDialog } from './ComponentVersionDialog';
import { CoverageDialog } from './CoverageDialog';
import { StoredFileDownloadButton } from '../../core/upload/StoredFileDownloadButton';

const columns = ['versionName', 'versionCode', 'allowedTerminalIds', 'note'] as const;

/** Where a component version is installed on many terminals (the fleet install, built beside). */
export const fleetInstallPath = (versionId: number) => `/fleet-install?kind=component&id=${versionId}`;

/** A component's versions, newest code first: binary, allowed terminals, coverage and install. */
export const ComponentVersionsTab = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const component = useRecordContext();
  const [creating, setCreating] = useState(false);
  const [covering, setCovering] = useState<RaRecord | null>(null);
  const { canAccess: canWrite = false } = useCanAccess({ resource: components.resource, action: 'edit' });
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList(
    componentVersions.resource,
    {
      filter: { componentId: component?.id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'versionCode', order: 'DESC' },
    },
    { enabled: component?.id !== undefined },
  );
  if (!component) return null;
  const allowed = (version: RaRecord) => ((version.allowedTerminalIds as number[] | null) ?? []).length;
  return (
    <Box sx={{ width: '100%' }} className="component-versions">
      {canWrite && (
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
          {translate('catalog.components.addVersion')}
        </Button>
      )}
      {!isPending && data.length === 0 ? (
        <Typography>{translate('catalog.components.noVersions')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('catalog.components.tabs.versions')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(fieldLabel(componentVersions.resource, column))}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((version) => (
              <TableRow key={version.id} data-version-id={version.id}>
                <TableCell>{String(version.versionName)}</TableCell>
                <TableCell>{String(version.versionCode)}</TableCell>
                <TableCell>{allowed(version) || translate('catalog.components.allTerminals')}</TableCell>
                <TableCell>{String(version.note ?? '')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {typeof version.binaryUrl === 'string' && version.binaryUrl && (
                    <StoredFileDownloadButton
                      url={version.binaryUrl}
                      fileName={`${String(version.versionName)}.apk`}
                      label={translate('catalog.components.download')}
                    />
                  )}
                  <Button size="small" startIcon={<LanIcon />} onClick={() => setCovering(version)}>
                    {translate('catalog.components.terminals', { version: String(version.versionName) })}
                  </Button>
                  {canWrite && (
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<InstallDesktopIcon />}
                      onClick={() => navigate(fleetInstallPath(Number(version.id)))}
                    >
                      {translate('catalog.components.install', { version: String(version.versionName) })}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {creating && (
        <ComponentVersionDialog
          component={component}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void refetch();
          }}
        />
      )}
      {covering && <CoverageDialog version={covering} onClose={() => setCovering(null)} />}
    </Box>
  );
};
