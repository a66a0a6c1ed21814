import { useState } from 'react';
import { Box, Table, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import type { SettingsDataProvider } from '../../dataProviders/settings/settingsMethods';
import { SortableTableBody } from '../core/sortable/SortableTableBody';
import { useListOrder } from '../core/sortable/useListOrder';
import { NetworkCells } from './NetworkRow';
import { NetworkSwitchDialog } from './NetworkSwitchDialog';
import { networks, type Network } from './schema';

const columns = ['priority', 'alias', 'connectionType', 'ssid', 'securityType', 'ipType', 'enabled'] as const;

/**
 * The entity's networks, highest priority first. Writers change the order by dragging a row's
 * handle, or from the keyboard (Space picks it up, the arrows move it, Space drops it): the
 * console's one drag-and-drop library. Each move is saved at once, and announced.
 */
export const NetworkPriorityTable = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { canAccess: canWrite = false } = useCanAccess({ resource: networks.resource, action: 'edit' });
  const [announcement, setAnnouncement] = useState('');
  const [switching, setSwitching] = useState<Network | null>(null);
  const { order, isPending, move } = useListOrder<Network>({
    numberField: 'priority',
    save: (ids) => dataProvider.reorderNetworks({ ids }),
    onSaved: (moved, network) => {
      const priority = moved.findIndex((item) => item.id === network.id) + 1;
      setAnnouncement(translate('settings.networks.moved', { alias: network.alias, priority }));
    },
    failedMessage: 'settings.networks.moveFailed',
  });

  if (isPending) return <Loading />;
  if (order.length === 0) return <Typography sx={{ p: 2 }}>{translate('settings.networks.none')}</Typography>;
  return (
    <Box>
      {canWrite && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} id="network-order-help">
          {translate('settings.networks.orderHelp')}
        </Typography>
      )}
      <Table size="small" aria-describedby={canWrite ? 'network-order-help' : undefined}>
        <TableHead>
          <TableRow>
            <TableCell />
            {columns.map((column) => (
              <TableCell key={column}>{translate(`resources.${networks.resource}.fields.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <SortableTableBody
          items={order}
          disabled={!canWrite}
          nameOf={(network) => network.alias}
          handleLabel={(network, index) =>
            translate('settings.networks.handle', { alias: network.alias, priority: index + 1 })
          }
          onMove={(from, to) => void move(from, to)}
          rowProps={(network) => ({ 'data-network-id': network.id })}
        >
          {(network) => <NetworkCells network={network} canWrite={canWrite} onSwitch={setSwitching} />}
        </SortableTableBody>
      </Table>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', left: -10000 }}>
        {announcement}
      </Box>
      {switching && <NetworkSwitchDialog network={switching} onClose={() => setSwitching(null)} />}
    </Box>
  );
};
