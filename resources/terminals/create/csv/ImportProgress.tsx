import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useIntegerFormat } from '../../../views/useIntegerFormat';

interface Props {
  sent: number;
  total: number;
  cancelling: boolean;
  onCancel(): void;
}

/** How far an upload is, with its cancel. */
export const ImportProgress = ({ sent, total, cancelling, onCancel }: Props) => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const percent = total ? Math.round((sent / total) * 100) : 100;
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{translate('terminalImport.progress.title')}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate('terminalImport.progress.title')}
        aria-valuetext={`${percent}%`}
      />
      <Typography role="status">
        {translate('terminalImport.progress.detail', { done: integer(sent), total: integer(total) })}
      </Typography>
      {cancelling && <Typography color="warning.main">{translate('terminalImport.progress.cancelling')}</Typography>}
      <Box>
        <Button variant="outlined" color="warning" onClick={onCancel} disabled={cancelling}>
          {translate('terminalImport.progress.cancel')}
        </Button>
      </Box>
    </Stack>
  );
};
