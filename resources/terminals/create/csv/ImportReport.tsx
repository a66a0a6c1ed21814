import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { terminals } from '../../schema';
import { saveBlob } from '../../../views/saveFile';
import { rejectedRowsCsv } from './csvFiles';
import { ProblemTable } from './ProblemTable';
import type { UploadOutcome } from './uploadInBatches';
import { useProblemText } from './useProblemText';
import { useIntegerFormat } from '../../../views/useIntegerFormat';

interface Props {
  outcome: UploadOutcome;
  onAgain(): void;
  againLabel: string;
}

/** The end of an import: what was created, every refused row with its code and reason, as a file too. */
export const ImportReport = ({ outcome, onAgain, againLabel }: Props) => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const reasonOf = useProblemText();
  const [writing, setWriting] = useState(false);
  const { rejectedRows } = outcome;
  // The problem table mounts in a second, background render: no one long task shows it all.
  const withTable = useDeferredValue(true, false);
  const download = async () => {
    setWriting(true);
    const headings = ['row', 'serialNumber', 'code', 'message'].map((key) =>
      translate(`terminalImport.columns.${key}`),
    );
    try {
      saveBlob(
        await rejectedRowsCsv(outcome.rejected, headings, reasonOf),
        translate('terminalImport.report.rejectedFile'),
      );
    } finally {
      setWriting(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{translate('terminalImport.report.title')}</Typography>
      {outcome.ending !== 'complete' && (
        <Alert severity="warning">{translate(`terminalImport.report.${outcome.ending}`)}</Alert>
      )}
      <Alert severity={rejectedRows ? 'warning' : 'success'} role="status">
        <div>{translate('terminalImport.report.created', { count: integer(outcome.created) })}</div>
        <div>{translate('terminalImport.report.rejected', { count: integer(rejectedRows) })}</div>
        {outcome.notSent > 0 && (
          <div>{translate('terminalImport.report.notSent', { count: integer(outcome.notSent) })}</div>
        )}
      </Alert>
      {outcome.rejected.length > 0 ? (
        withTable && <ProblemTable problems={outcome.rejected} label={translate('terminalImport.report.title')} />
      ) : (
        <Typography>{translate('terminalImport.report.noneRejected')}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {outcome.rejected.length > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={writing}>
            {translate('terminalImport.report.download')}
          </Button>
        )}
        <Button component={Link} to={`/${terminals.resource}`} variant="contained">
          {translate('terminalImport.report.viewList')}
        </Button>
        <Button onClick={onAgain}>{againLabel}</Button>
      </Box>
    </Stack>
  );
};
