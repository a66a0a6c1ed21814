import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useIntegerFormat } from '../views/useIntegerFormat';
import type { CsvFormat } from './csvFormat';
import { CsvPicker } from './CsvPicker';
import { CsvPreview } from './CsvPreview';
import { ImportProgress } from './ImportProgress';
import { ImportReport } from './ImportReport';
import type { ImportBatch, RowResult } from './importTypes';
import { ownText, type ImportTexts } from './importTexts';
import { useCsvImport } from './useCsvImport';
import { useImportContext } from './useImportContext';

interface Props {
  format: CsvFormat;
  texts: ImportTexts;
  /** Creates a batch's good rows; answers each row's new id or its problems. */
  send(batch: ImportBatch): Promise<RowResult[]>;
  /** Where the report's 'view the list' leads. */
  listPath: string;
}

/** Creation from a CSV file, whatever it creates: choose, preview, upload in batches, report. */
export const CsvImport = ({ format, texts, send, listPath }: Props) => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const context = useImportContext();
  const { phase, choose, start, cancel, reset } = useCsvImport(format.name, send, context);
  return (
    <Card>
      <CardContent>
        {(phase.name === 'idle' || phase.name === 'failed') && (
          <CsvPicker
            format={format}
            texts={texts}
            onFile={choose}
            failure={phase.name === 'failed' ? phase.message : undefined}
          />
        )}
        {phase.name === 'reading' && (
          <Stack spacing={2}>
            <Typography variant="h6">{phase.fileName}</Typography>
            {/* Determinate: an indeterminate bar animates layout on every frame of a long read. */}
            <LinearProgress
              variant="determinate"
              value={phase.percent}
              aria-label={translate('csvImport.csv.reading', { rows: integer(phase.rows) })}
            />
            <Typography role="status">{translate('csvImport.csv.reading', { rows: integer(phase.rows) })}</Typography>
          </Stack>
        )}
        {phase.name === 'preview' && (
          <CsvPreview
            columns={format.columns}
            keyHeading={translate(ownText(texts, 'columns.key'))}
            fileName={phase.fileName}
            summary={phase.summary}
            onStart={start}
            onAnother={reset}
          />
        )}
        {phase.name === 'uploading' && (
          <ImportProgress
            title={translate(ownText(texts, 'progress.title'))}
            sent={phase.sent}
            total={phase.summary.ready}
            cancelling={phase.cancelling}
            onCancel={cancel}
          />
        )}
        {phase.name === 'done' && (
          <ImportReport
            outcome={phase.outcome}
            onAgain={reset}
            againLabel={translate('csvImport.report.again')}
            texts={texts}
            listPath={listPath}
          />
        )}
      </CardContent>
    </Card>
  );
};
