import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CsvPicker } from './CsvPicker';
import { CsvPreview } from './CsvPreview';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import { useTerminalImport } from './useTerminalImport';
import { useIntegerFormat } from '../../../views/useIntegerFormat';

/** Terminal creation from a CSV file: choose, preview, upload in batches, report. */
export const TerminalCsvImport = () => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const { phase, choose, start, cancel, reset } = useTerminalImport();
  return (
    <Card>
      <CardContent>
        {(phase.name === 'idle' || phase.name === 'failed') && (
          <CsvPicker onFile={choose} failure={phase.name === 'failed' ? phase.message : undefined} />
        )}
        {phase.name === 'reading' && (
          <Stack spacing={2}>
            <Typography variant="h6">{phase.fileName}</Typography>
            {/* Determinate: an indeterminate bar animates layout on every frame of a long read. */}
            <LinearProgress
              variant="determinate"
              value={phase.percent}
              aria-label={translate('terminalImport.csv.reading', { rows: integer(phase.rows) })}
            />
            <Typography role="status">
              {translate('terminalImport.csv.reading', { rows: integer(phase.rows) })}
            </Typography>
          </Stack>
        )}
        {phase.name === 'preview' && (
          <CsvPreview fileName={phase.fileName} summary={phase.summary} onStart={start} onAnother={reset} />
        )}
        {phase.name === 'uploading' && (
          <ImportProgress
            sent={phase.sent}
            total={phase.summary.ready}
            cancelling={phase.cancelling}
            onCancel={cancel}
          />
        )}
        {phase.name === 'done' && (
          <ImportReport outcome={phase.outcome} onAgain={reset} againLabel={translate('terminalImport.report.again')} />
        )}
      </CardContent>
    </Card>
  );
};
