import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'ra-core';
import type { DownloadedFile } from '../../../../resources/terminals/operations/shapes';
import { saveDownloadedFile } from '../../../../resources/terminals/operations/saveFile';
import { errorKeyOf } from '../shared/errorText';
import { reportDownloadRequest, reportLink } from './reportDownloadLink';
import { useReportFile } from './useReportFile';
import { OperationCard } from '../shared/OperationCard';

/**
 * /report/download?format=xlsx|csv&filter=…: prepares the terminal report file, hands it to the
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
  const back = (
    <Button component={RouterLink} to={reportLink(request?.filter ?? {})} startIcon={<ArrowBackIcon />}>
      {t('back')}
    </Button>
  );
  return (
    <OperationCard title={t('title')}>
      <Stack spacing={2} alignItems="flex-start">
        {!request ? (
          <Alert severity="error">{t('badLink')}</Alert>
        ) : file.isPending || file.isFetching ? (
          <Stack spacing={1} sx={{ width: '100%', maxWidth: 480 }} role="status">
            <Typography>{t('preparing', { format: t(`formats.${request.format}`) })}</Typography>
            <LinearProgress aria-label={t('preparing', { format: t(`formats.${request.format}`) })} />
          </Stack>
        ) : file.isError ? (
          <>
            <Alert severity="error">{translate(errorKeyOf(file.error))}</Alert>
            <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => void file.refetch()}>
              {t('retry')}
            </Button>
          </>
        ) : (
          <>
            <Alert severity="success" role="status">
              {t('ready', { name: file.data.fileName })}
            </Alert>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => saveDownloadedFile(file.data)}>
              {t('again')}
            </Button>
          </>
        )}
        {back}
      </Stack>
    </OperationCard>
  );
};
