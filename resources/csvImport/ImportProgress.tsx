import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useIntegerFormat } from '../views/useIntegerFormat';

interface Props {
  title: string;
  sent: number;
  total: number;
  cancelling: boolean;
  onCancel(): void;
}

/** How far an upload is, with its cancel. */
export const ImportProgress = ({ title, sent, total, cancelling, onCancel }: Props) => {
  const translate = useTranslate();
  const integer = useIntegerFormat();
  const percent = total ? Math.round((sent / total) * 100) : 100;
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{title}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={title} aria-valuetext={`${percent}%`} />
      <Typography role="status">
        {translate('csvImport.progress.detail', { done: integer(sent), total: integer(total) })}
      </Typography>
      {cancelling && <Typography color="warning.main">{translate('csvImport.progress.cancelling')}</Typography>}
      <Box>
        <Button variant="outlined" color="warning" onClick={onCancel} disabled={cancelling}>
          {translate('csvImport.progress.cancel')}
        </Button>
      </Box>
    </Stack>
  );
};
