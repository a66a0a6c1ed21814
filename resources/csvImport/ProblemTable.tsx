import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { startTransition, useState } from 'react';
import type { RowProblem } from './importTypes';
import { useProblemText } from './useProblemText';

const PAGE_SIZES = [10, 25, 50];

/** Rows refused and why, a page at a time however many there are. */
interface Props {
  problems: readonly RowProblem[];
  label: string;
  /** The heading of the column naming each row (serial number, merchant id). */
  keyHeading: string;
}

export const ProblemTable = ({ problems, label, keyHeading }: Props) => {
  const translate = useTranslate();
  const reasonOf = useProblemText();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0]);
  const shown = problems.slice(page * size, (page + 1) * size);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('csvImport.columns.row')}</TableCell>
              <TableCell>{keyHeading}</TableCell>
              <TableCell>{translate('csvImport.columns.column')}</TableCell>
              <TableCell>{translate('csvImport.columns.code')}</TableCell>
              <TableCell>{translate('csvImport.columns.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={`${problem.row}-${index}`}>
                <TableCell>{problem.row}</TableCell>
                <TableCell>{problem.key}</TableCell>
                <TableCell>{problem.column ?? '—'}</TableCell>
                <TableCell>{problem.code ?? '—'}</TableCell>
                <TableCell>{reasonOf(problem)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={problems.length}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next: number) => startTransition(() => setPage(next))}
        onRowsPerPageChange={(event) => {
          startTransition(() => {
            setSize(Number(event.target.value));
            setPage(0);
          });
        }}
        slotProps={{ select: { native: true } }}
        showFirstButton
        showLastButton
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
    </>
  );
};
