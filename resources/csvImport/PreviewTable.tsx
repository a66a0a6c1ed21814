import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from 'ra-core';
import type { PreviewRow } from './fileCheck';
import { useProblemText } from './useProblemText';

const withProblems = { bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.15) };
const value = { whiteSpace: 'nowrap' } as const;
/** Inline-size containment: a wide file scrolls inside the card instead of widening the page. */
const scrolling = { overflowX: 'auto', contain: 'inline-size' } as const;

/** The first rows of the file as read, each with its problems or 'correct' first, then its values. */
export const PreviewTable = ({ columns, rows }: { columns: readonly string[]; rows: readonly PreviewRow[] }) => {
  const translate = useTranslate();
  const reasonOf = useProblemText();
  return (
    <TableContainer sx={scrolling}>
      <Table size="small" aria-label={translate('csvImport.csv.previewTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('csvImport.columns.row')}</TableCell>
            <TableCell>{translate('csvImport.columns.status')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ row, problems }) => (
            <TableRow key={row.row} sx={problems.length ? withProblems : undefined}>
              <TableCell>{row.row}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                {problems.length ? problems.map(reasonOf).join(' ') : translate('csvImport.csv.ok')}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column} sx={value}>
                  {row.values[column]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
