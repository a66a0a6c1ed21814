import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { OPEN_PAGE } from '../../authProvider/canAccess';
import {
  REPORT_DOWNLOAD_PATH,
  reportDownloadLink,
  tableReportDownloadLink,
} from '../terminals/pages/report/reportDownloadLink';
import { isTableReportKind } from './reportTables';
import { reportFilterOf } from './reportFilter';
import type { Report } from './schema';

/**
 * Runs a saved report on /report/download, which prepares the Excel file: a terminal report's
 * brands, models, entities, connection type and Android version become its filters; a user,
 * commerce or Artemis report covers the entity. Shown only to
 * users who may open that page (manage report permission).
 */
export const RunReportButton = () => {
  const record = useRecordContext<Report>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: REPORT_DOWNLOAD_PATH.slice(1), action: OPEN_PAGE });
  if (!record || !canAccess) return null;
  return (
    <Button
      component={RouterLink}
      to={
        isTableReportKind(record.kind)
          ? tableReportDownloadLink(record.kind, 'xlsx')
          : reportDownloadLink(reportFilterOf(record), 'xlsx')
      }
      size="small"
      startIcon={<PlayArrowIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={translate('reportRun.runNamed', { name: record.name })}
    >
      {translate('reportRun.run')}
    </Button>
  );
};
