import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'ra-core';
import type { DownloadedFile } from '../../operations/shapes';
import { saveDownloadedFile } from '../../operations/saveFile';
import { errorKeyOf } from '../shared/errorText';
import { reportDownloadRequest, reportLink } from './reportDownloadLink';
import { useReportFile } from './useReportFile';
import { OperationCard } from '../shared/OperationCard';
import { reports } from '../../../reports/schema';

/**
 * /report/download?format=xlsx|csv&filter=… (or ?kind=user|commerce|artemis&format=…): prepares the report file, hands it to the
 * browser once it is ready, and offers to download it again or to go back to the report.
 */
export const ReportDownloadPage = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const request = useMemo(() => reportDownloadRequest(search), [search]);
  const file = useReportFile(request);
  const saved = useRef<DownloadedFile | null>(null);
  useEffect(() => {
    if (!file.data || saved.current === file.data) return;
    saved.current = file.data;
    saveDownloadedFile(file.data);
  }, [file.data]);
  const t = (key: string, options?: object) => translate(`terminalOperations.reportDownload.${key}`, options);
  const preparing = request !== null && (file.isPending || file.isFetching);
  const preparingText = request ? t('preparing', { format: t(`formats.${request.format}`) }) : '';
  return (
    <OperationCard title={t('title')}>
      <Stack spacing={2} alignItems="flex-start">
        {!request ? (
          <Alert severity="error">{t('badLink')}</Alert>
        ) : preparing ? (
          <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }} role="status">
            <Typography>{preparingText}</Typography>
            <LinearProgress aria-label={preparingText} />
          </Stack>
        ) : file.isError ? (
          <Alert severity="error">{translate(errorKeyOf(file.error))}</Alert>
        ) : (
          <Alert severity="success" role="status">
            {t('ready', { name: file.data?.fileName })}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          {request && !preparing && file.isError && (
            <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => void file.refetch()}>
              {t('retry')}
            </Button>
          )}
          {file.data && !preparing && (
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => saveDownloadedFile(file.data)}>
              {t('again')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={request && request.kind !== 'terminal' ? `/${reports.route}` : reportLink(request?.filter ?? {})}
            startIcon={<ArrowBackIcon />}
          >
            {t('back')}
          </Button>
        </Stack>
      </Stack>
    </OperationCard>
  );
};
