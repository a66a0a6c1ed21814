import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useDeferredValue } from 'react';
import type { FileSummary } from './fileCheck';
import { PreviewTable } from './PreviewTable';
import { ProblemTable } from './ProblemTable';
import { useIntegerFormat } from '../views/useIntegerFormat';

interface Props {
  columns: readonly string[];
  keyHeading: string;
  fileName: string;
  summary: FileSummary;
  onStart(): void;
  onAnother(): void;
}

const HeaderProblems = ({ summary }: { summary: FileSummary }) => {
  const translate = useTranslate();
  const { missing, unknown, duplicated } = summary.header;
  return (
    <Alert severity="error" role="alert">
      <Typography fontWeight="bold">{translate('errors.codes.PM-0034')}</Typography>
      {missing.length > 0 && <div>{translate('csvImport.csv.missingColumns', { columns: missing.join(', ') })}</div>}
      {unknown.length > 0 && <div>{translate('csvImport.csv.unknownColumns', { columns: unknown.join(', ') })}</div>}
      {duplicated.length > 0 && (
        <div>{translate('csvImport.csv.repeatedColumns', { columns: duplicated.join(', ') })}</div>
      )}
    </Alert>
  );
};

/** What the file holds before anything is sent: header check, counts, first rows, every problem. */
export const CsvPreview = ({ columns, keyHeading, fileName, summary, onStart, onAnother }: Props) => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const empty = summary.header.ok && summary.rows === 0;
  // The problem table mounts in a second, background render: no one long task shows it all.
  const withProblems = useDeferredValue(true, false);
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{fileName}</Typography>
      {!summary.header.ok && <HeaderProblems summary={summary} />}
      {empty && <Alert severity="error">{translate('errors.codes.GM-0019')}</Alert>}
      {summary.header.ok && !empty && (
        <>
          <Alert severity={summary.problems.length ? 'warning' : 'success'} role="status">
            {translate('csvImport.csv.summary', {
              rows: integer(summary.rows),
              ready: integer(summary.ready),
              problems: integer(summary.rows - summary.ready),
            })}
          </Alert>
          <Typography variant="subtitle1">{translate('csvImport.csv.previewTitle')}</Typography>
          <PreviewTable columns={columns} rows={summary.preview} />
          {withProblems && summary.problems.length > 0 && (
            <>
              <Typography variant="subtitle1">{translate('csvImport.csv.problemsTitle')}</Typography>
              <ProblemTable
                problems={summary.problems}
                keyHeading={keyHeading}
                label={translate('csvImport.csv.problemsTitle')}
              />
            </>
          )}
          {summary.ready === 0 && <Alert severity="info">{translate('csvImport.csv.nothingToImport')}</Alert>}
        </>
      )}
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" onClick={onStart} disabled={!summary.header.ok || summary.ready === 0}>
          {translate('csvImport.csv.start')} ({summary.ready})
        </Button>
        <Button onClick={onAnother}>{translate('csvImport.csv.another')}</Button>
      </Box>
    </Stack>
  );
};
