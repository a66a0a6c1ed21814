import { Box, Chip, IconButton, TableCell } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { networks, type Network } from './schema';

interface Props {
  network: Network;
  canWrite: boolean;
  onSwitch: (network: Network) => void;
}

/** What an ethernet network shows for the wifi settings it does not have. */
const NONE = '—';

/** A network's cells in priority order, after its row's handle (SortableTableBody draws the row). */
export const NetworkCells = ({ network, canWrite, onSwitch }: Props) => {
  const translate = useTranslate();
  const choice = (field: string, value: unknown) =>
    translate(`resources.${networks.resource}.choices.${field}.${String(value)}`);
  return (
    <>
      <TableCell>{network.priority}</TableCell>
      <TableCell>{network.alias}</TableCell>
      <TableCell>{choice('connectionType', network.connectionType)}</TableCell>
      <TableCell>{network.ssid ?? NONE}</TableCell>
      <TableCell>{network.securityType ? choice('securityType', network.securityType) : NONE}</TableCell>
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
    </>
  );
};
