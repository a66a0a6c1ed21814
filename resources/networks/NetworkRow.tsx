import { Box, Chip, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useTranslate } from 'ra-core';
import type { KeyboardEvent, DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { networks, type Network } from './schema';

interface Props {
  network: Network;
  index: number;
  canWrite: boolean;
  dragging: boolean;
  onHandleKey: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  onDragStart: (index: number) => void;
  onDrop: (index: number) => void;
  onSwitch: (network: Network) => void;
}

/** A network in priority order: its handle moves it by drag and drop or by the arrow keys. */
export const NetworkRow = ({
  network,
  index,
  canWrite,
  dragging,
  onHandleKey,
  onDragStart,
  onDrop,
  onSwitch,
}: Props) => {
  const translate = useTranslate();
  const choice = (field: string, value: unknown) =>
    translate(`resources.${networks.resource}.choices.${field}.${String(value)}`);
  const dropHandlers = canWrite
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          onDragStart(index);
        },
        onDragOver: (event: DragEvent) => event.preventDefault(),
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          onDrop(index);
        },
      }
    : {};
  return (
    <TableRow hover data-network-id={network.id} sx={{ opacity: dragging ? 0.4 : 1 }} {...dropHandlers}>
      <TableCell sx={{ width: 56 }}>
        {canWrite && (
          <Tooltip title={translate('settings.networks.handleHelp')}>
            <IconButton
              size="small"
              data-handle={network.id}
              aria-label={translate('settings.networks.handle', { alias: network.alias, priority: index + 1 })}
              onKeyDown={(event) => onHandleKey(event, index)}
              sx={{ cursor: 'grab' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
      <TableCell>{network.priority}</TableCell>
      <TableCell>{network.alias}</TableCell>
      <TableCell>{network.ssid}</TableCell>
      <TableCell>{choice('securityType', network.securityType)}</TableCell>
      <TableCell>{choice('ipType', network.ipType)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          color={network.enabled ? 'success' : 'default'}
          label={translate(network.enabled ? 'settings.networks.on' : 'settings.networks.off')}
        />
      </TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          {canWrite && (
            <IconButton
              size="small"
              aria-label={translate('settings.networks.switch', { alias: network.alias })}
              onClick={() => onSwitch(network)}
            >
              <ToggleOnIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            component={Link}
            to={`/${networks.resource}/${network.id}${canWrite ? '' : '/show'}`}
            aria-label={translate('settings.networks.open', { alias: network.alias })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Box>
      </TableCell>
    </TableRow>
  );
};
