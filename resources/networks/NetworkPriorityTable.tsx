import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useListContext, useNotify, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import type { SettingsDataProvider } from '../../dataProviders/settings/settingsMethods';
import { NetworkRow } from './NetworkRow';
import { NetworkSwitchDialog } from './NetworkSwitchDialog';
import { moveItem, targetOfKey } from './reorder';
import { networks, type Network } from './schema';

const columns = ['priority', 'alias', 'ssid', 'securityType', 'ipType', 'enabled'] as const;

/**
 * The entity's networks, highest priority first. Writers change the order by dragging a row or
 * with the arrow keys (Home and End too) on its handle; each move is saved at once, and announced.
 */
export const NetworkPriorityTable = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { data, isPending, refetch } = useListContext<Network>();
  const { canAccess: canWrite = false } = useCanAccess({ resource: networks.resource, action: 'edit' });
  const [order, setOrder] = useState<Network[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [switching, setSwitching] = useState<Network | null>(null);
  const focusAfterMove = useRef<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);

  useEffect(() => setOrder(data ?? []), [data]);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    body.current?.querySelector<HTMLButtonElement>(`[data-handle="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  });

  const move = async (from: number, to: number) => {
    const moved = moveItem(order, from, to).map((network, index) => ({ ...network, priority: index + 1 }));
    const network = order[from];
    setOrder(moved);
    focusAfterMove.current = network.id;
    try {
      await dataProvider.reorderNetworks(networks.resource, { ids: moved.map((item) => item.id) });
      const priority = moved.findIndex((item) => item.id === network.id) + 1;
      setAnnouncement(translate('settings.networks.moved', { alias: network.alias, priority }));
    } catch {
      notify('settings.networks.moveFailed', { type: 'error' });
      setOrder(data ?? []);
    }
    await refetch();
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOfKey(event.key, index, order.length);
    if (target === undefined) return;
    event.preventDefault();
    void move(index, target);
  };

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
        <TableBody ref={body}>
          {order.map((network, index) => (
            <NetworkRow
              key={network.id}
              network={network}
              index={index}
              canWrite={canWrite}
              dragging={dragged === index}
              onHandleKey={onHandleKey}
              onDragStart={setDragged}
              onDrop={(target) => {
                if (dragged !== null && dragged !== target) void move(dragged, target);
                setDragged(null);
              }}
              onSwitch={setSwitching}
            />
          ))}
        </TableBody>
      </Table>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', left: -10000 }}>
        {announcement}
      </Box>
      {switching && <NetworkSwitchDialog network={switching} onClose={() => setSwitching(null)} />}
    </Box>
  );
};
