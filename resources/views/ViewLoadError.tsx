import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ViewLoadTimeout } from './viewLoadTimeout';

interface Props {
  error: Error;
  onRetry: () => void;
}

export const ViewLoadError = ({ error, onRetry }: Props) => {
  const translate = useTranslate();
  const message = error instanceof ViewLoadTimeout ? 'view.loadTimeout' : 'view.loadError';
  return (
    <Stack sx={{ p: 3, maxWidth: 640 }} role="alert">
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry} autoFocus>
            {translate('view.retry')}
          </Button>
        }
      >
        {translate(message)}
      </Alert>
    </Stack>
  );
};
