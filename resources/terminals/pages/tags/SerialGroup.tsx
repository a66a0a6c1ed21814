import { Alert, Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'ra-core';
import { saveSerialList } from '../../operations/saveFile';

const SHOWN = 50;

interface Props {
  title: string;
  serials: readonly string[];
  fileName: string;
}

/** A named list of serial numbers (skipped, unknown), shown in part and downloadable in full. */
export const SerialGroup = ({ title, serials, fileName }: Props) => {
  const translate = useTranslate();
  if (serials.length === 0) return null;
  return (
    <Alert severity="warning" role="region" aria-label={title}>
      <Typography variant="body2">{title}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3, columns: '4 10em' }}>
        {serials.slice(0, SHOWN).map((serial) => (
          <li key={serial}>{serial}</li>
        ))}
      </Box>
      {serials.length > SHOWN && (
        <Typography variant="body2">
          {translate('terminalOperations.assignment.more', { count: serials.length - SHOWN })}
        </Typography>
      )}
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => saveSerialList(serials, fileName)}>
        {translate('terminalOperations.common.downloadList')}
      </Button>
    </Alert>
  );
};
