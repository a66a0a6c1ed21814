import { useState } from 'react';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DownloadIcon from '@mui/icons-material/Download';
import { useCanAccess, useNotify, useTranslate } from 'ra-core';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TerminalReport, TerminalReportFilter } from '../../operations/shapes';
import { errorKeyOf } from '../shared/errorText';
import { useOperations } from '../shared/useOperations';
import { ModelCountsTable } from './ModelCountsTable';
import { reportDownloadLink, reportFilterFrom } from './reportDownloadLink';
import { ReportFilters } from './ReportFilters';
import { OperationCard } from '../shared/OperationCard';

/**
 * /Terminal/TerminalReport: terminals counted by model over the filters. Excel and CSV files are
 * prepared by /report/download (its own permission), which gets the filters in its address.
 */
export const TerminalReportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const operations = useOperations();
  const { canAccess: canDownload } = useCanAccess({ resource: 'report/download', action: 'list' });
  const [search] = useSearchParams();
  const [filter, setFilter] = useState<TerminalReportFilter>(() => reportFilterFrom(search));
  const [report, setReport] = useState<TerminalReport | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`terminalOperations.report.${key}`);
  const generate = async () => {
    setBusy(true);
    try {
      setReport((await operations.terminalReport({ filter })).data);
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <OperationCard title={t('title')}>
      <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), generate())}>
        <ReportFilters filter={filter} onChange={(next) => (setFilter(next), setReport(null))} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" startIcon={<AssessmentIcon />} disabled={busy}>
            {t('generate')}
          </Button>
          {canDownload &&
            (['xlsx', 'csv'] as const).map((format) => (
              <Button
                key={format}
                component={RouterLink}
                to={reportDownloadLink(filter, format)}
                startIcon={<DownloadIcon />}
                disabled={busy}
              >
                {t(format === 'xlsx' ? 'excel' : 'csv')}
              </Button>
            ))}
        </Stack>
        {busy && <LinearProgress aria-label={t('generate')} />}
        {report &&
          (report.total === 0 ? (
            <Alert severity="info">{t('empty')}</Alert>
          ) : (
            <>
              <Typography variant="h6" component="h2">
                {t('byModel')}
              </Typography>
              <ModelCountsTable report={report} />
            </>
          ))}
      </Stack>
    </OperationCard>
  );
};
