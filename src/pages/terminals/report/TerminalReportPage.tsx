import { useState } from 'react';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import AssessmentIcon from '@mui/icons-material/Assessment';
import DownloadIcon from '@mui/icons-material/Download';
import { useCanAccess, useNotify, useTranslate } from 'ra-core';
import { Title } from 'ra-ui-materialui';
import { reports } from '../../../../resources/reports/schema';
import type {
  ReportColumns,
  ReportFormat,
  TerminalReport,
  TerminalReportFilter,
} from '../../../../resources/terminals/operations/shapes';
import { errorKeyOf } from '../shared/errorText';
import { saveDownloadedFile } from '../../../../resources/terminals/operations/saveFile';
import { useOperations } from '../shared/useOperations';
import { ModelCountsTable } from './ModelCountsTable';
import { ReportFilters } from './ReportFilters';

/** /Terminal/TerminalReport: terminals counted by model over the filters, downloadable as Excel or CSV. */
export const TerminalReportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const operations = useOperations();
  const { canAccess: canDownload } = useCanAccess({ resource: 'report/download', action: 'list' });
  const [filter, setFilter] = useState<TerminalReportFilter>({});
  const [report, setReport] = useState<TerminalReport | null>(null);
  const [busy, setBusy] = useState<'report' | ReportFormat | null>(null);
  const t = (key: string) => translate(`terminalOperations.report.${key}`);
  const columns = (): ReportColumns => ({
    byModel: t('sheetByModel'),
    terminals: t('sheetTerminals'),
    brand: t('brand'),
    model: t('model'),
    count: t('count'),
    serialNumber: translate('terminalOperations.common.serialNumber'),
    commerce: t('commerce'),
    connectionType: t('connectionType'),
    androidVersion: t('androidVersion'),
  });
  const attempt = async (kind: 'report' | ReportFormat, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      notify(errorKeyOf(error), { type: 'warning' });
    } finally {
      setBusy(null);
    }
  };
  const generate = () =>
    attempt('report', async () => setReport((await operations.terminalReport(reports.resource, { filter })).data));
  const download = (format: ReportFormat) =>
    attempt(format, async () =>
      saveDownloadedFile(
        (await operations.downloadTerminalReport(reports.resource, { filter, format, columns: columns() })).data,
      ),
    );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), generate())}>
          <ReportFilters filter={filter} onChange={(next) => (setFilter(next), setReport(null))} />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" startIcon={<AssessmentIcon />} disabled={busy !== null}>
              {t('generate')}
            </Button>
            {canDownload &&
              (['xlsx', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  startIcon={<DownloadIcon />}
                  disabled={busy !== null}
                  onClick={() => download(format)}
                >
                  {t(format === 'xlsx' ? 'excel' : 'csv')}
                </Button>
              ))}
          </Stack>
          {busy && <LinearProgress aria-label={busy === 'report' ? t('generate') : t('downloading')} />}
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
      </CardContent>
    </Card>
  );
};
