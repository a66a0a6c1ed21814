import { Box, LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { TerminalReport } from '../../operations/shapes';

/** The report grouped by model: brand, model, how many terminals and their share of the total. */
export const ModelCountsTable = ({ report }: { report: TerminalReport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Table size="small" aria-label={translate('terminalOperations.report.byModel')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('terminalOperations.report.brand')}</TableCell>
          <TableCell>{translate('terminalOperations.report.model')}</TableCell>
          <TableCell align="right">{translate('terminalOperations.report.count')}</TableCell>
          <TableCell sx={{ width: '30%' }}>{translate('terminalOperations.report.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.models.map((row) => {
          const share = report.total ? row.count / report.total : 0;
          return (
            <TableRow key={row.modelId}>
              <TableCell>{row.brandName}</TableCell>
              <TableCell>{row.modelName}</TableCell>
              <TableCell align="right">{number.format(row.count)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <LinearProgress variant="determinate" value={share * 100} sx={{ flex: 1 }} aria-hidden />
                  {percent.format(share)}
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={4}>
            {translate('terminalOperations.report.total', { count: number.format(report.total) })}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
};
