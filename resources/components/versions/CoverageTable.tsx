import { Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'ra-core';
import type { CoverageRow } from '../../../dataProviders/catalog/catalogMethods';
import { models } from '../../models/schema';

interface Props {
  rows: readonly CoverageRow[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  empty: string;
  label: string;
}

/** A page of terminals of a component version's coverage: serial, model and what it runs. */
export const CoverageTable = ({ rows, total, page, perPage, onPage, empty, label }: Props) => {
  const translate = useTranslate();
  const modelIds = [...new Set(rows.flatMap((row) => (row.modelId == null ? [] : [row.modelId])))];
  const { data: modelRecords = [] } = useGetMany(models.resource, { ids: modelIds }, { enabled: modelIds.length > 0 });
  if (total === 0) return <Typography sx={{ py: 2 }}>{empty}</Typography>;
  const column = (key: string) => translate(`catalog.components.${key}`);
  return (
    <>
      <Table size="small" aria-label={label} className="coverage-table">
        <TableHead>
          <TableRow>
            <TableCell>{column('serialNumber')}</TableCell>
            <TableCell>{column('model')}</TableCell>
            <TableCell>{column('runs')}</TableCell>
            <TableCell>{column('installedAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.terminalId}>
              <TableCell>{row.serialNumber}</TableCell>
              <TableCell>{String(modelRecords.find((model) => model.id === row.modelId)?.name ?? '')}</TableCell>
              <TableCell>{row.version ?? '—'}</TableCell>
              <TableCell>{row.installedAt ? new Date(row.installedAt).toLocaleDateString() : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[perPage]}
        onPageChange={(_, next) => onPage(next + 1)}
        labelDisplayedRows={({ from, to, count }) => translate('catalog.components.range', { from, to, count })}
      />
    </>
  );
};
