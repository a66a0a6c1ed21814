import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { saveBlob } from '../views/saveFile';
import { rejectedRowsCsv } from './csvFiles';
import { ProblemTable } from './ProblemTable';
import type { UploadOutcome } from './uploadInBatches';
import { useProblemText } from './useProblemText';
import { useIntegerFormat } from '../views/useIntegerFormat';
import { ownText, type ImportTexts } from './importTexts';

interface Props {
  outcome: UploadOutcome;
  onAgain(): void;
  againLabel: string;
  texts: ImportTexts;
  /** Where 'view the list' leads. */
  listPath: string;
}

/** The end of an import: what was created, every refused row with its code and reason, as a file too. */
export const ImportReport = ({ outcome, onAgain, againLabel, texts, listPath }: Props) => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const reasonOf = useProblemText();
  const keyHeading = translate(ownText(texts, 'columns.key'));
  const [writing, setWriting] = useState(false);
  const { rejectedRows } = outcome;
  // The problem table mounts in a second, background render: no one long task shows it all.
  const withTable = useDeferredValue(true, false);
  const download = async () => {
    setWriting(true);
    const headings = [
      translate('csvImport.columns.row'),
      keyHeading,
      translate('csvImport.columns.column'),
      translate('csvImport.columns.code'),
      translate('csvImport.columns.message'),
    ];
    try {
      saveBlob(
        await rejectedRowsCsv(outcome.rejected, headings, reasonOf),
        translate(ownText(texts, 'report.rejectedFile')),
      );
    } finally {
      setWriting(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{translate('csvImport.report.title')}</Typography>
      {outcome.ending !== 'complete' && (
        <Alert severity="warning">{translate(`csvImport.report.${outcome.ending}`)}</Alert>
      )}
      <Alert severity={rejectedRows ? 'warning' : 'success'} role="status">
        <div>{translate(ownText(texts, 'report.created'), { count: integer(outcome.created) })}</div>
        <div>{translate('csvImport.report.rejected', { count: integer(rejectedRows) })}</div>
        {outcome.notSent > 0 && <div>{translate('csvImport.report.notSent', { count: integer(outcome.notSent) })}</div>}
      </Alert>
      {outcome.rejected.length > 0 ? (
        withTable && (
          <ProblemTable
            problems={outcome.rejected}
            keyHeading={keyHeading}
            label={translate('csvImport.report.title')}
          />
        )
      ) : (
        <Typography>{translate('csvImport.report.noneRejected')}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {outcome.rejected.length > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={writing}>
            {translate('csvImport.report.download')}
          </Button>
        )}
        <Button component={Link} to={listPath} variant="contained">
          {translate(ownText(texts, 'report.viewList'))}
        </Button>
        <Button onClick={onAgain}>{againLabel}</Button>
      </Box>
    </Stack>
  );
};
