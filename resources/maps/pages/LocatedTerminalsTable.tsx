import {
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useOnlineWindow } from '../../terminals/list/useOnlineWindow';
import { isOnline, onlineSince, terminals } from '../../terminals/schema';
import type { MapFilter } from './mapFilter';

const PER_PAGE = 25;

/** The map as a table, when its tiles cannot load: the same terminals, their position and state, a page at a time. */
export const LocatedTerminalsTable = ({ filter }: { filter: MapFilter }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { minutes } = useOnlineWindow();
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList(terminals.resource, {
    pagination: { page: page + 1, perPage: PER_PAGE },
    sort: { field: 'serialNumber', order: 'ASC' },
    filter: { ...filter, deleted: false },
  });
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={translate('maps.table.label')} aria-busy={isPending}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('maps.table.serial')}</TableCell>
              <TableCell>{translate('maps.table.state')}</TableCell>
              <TableCell align="right">{translate('maps.table.latitude')}</TableCell>
              <TableCell align="right">{translate('maps.table.longitude')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((terminal) => {
              const { latitude, longitude } = terminal.location ?? {};
              const online = isOnline(terminal.lastConnectionDate, onlineSince(Date.now(), minutes));
              return (
                <TableRow key={terminal.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/Terminal/${terminal.id}/show`}>
                      {String(terminal.serialNumber)}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={online ? 'success' : 'default'}
                      label={translate(online ? 'maps.online' : 'maps.offline')}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {typeof latitude === 'number' ? latitude.toFixed(5) : '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {typeof longitude === 'number' ? longitude.toFixed(5) : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_, next) => setPage(next)}
      />
    </Paper>
  );
};
