import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { PreviewRow } from './fileCheck';
import { importColumns } from './importFormat';
import { useProblemText } from './useProblemText';

/** The first rows of the file as read, each with its problems or 'correct'. */
export const PreviewTable = ({ rows }: { rows: readonly PreviewRow[] }) => {
  const translate = useTranslate();
  const reasonOf = useProblemText();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('terminalImport.csv.previewTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('terminalImport.columns.row')}</TableCell>
            {importColumns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            <TableCell>{translate('terminalImport.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ row, problems }) => (
            <TableRow key={row.row} sx={problems.length ? { bgcolor: 'warning.light' } : undefined}>
              <TableCell>{row.row}</TableCell>
              {importColumns.map((column) => (
                <TableCell key={column}>{row.values[column]}</TableCell>
              ))}
              <TableCell>
                {problems.length ? problems.map(reasonOf).join(' ') : translate('terminalImport.csv.ok')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
