import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { QrCode } from '../../qrCodes/schema';
import type { Commerce } from '../schema';
import { emvPayload } from './emvPayload';
import { QrImage } from './QrImage';

/** On paper only the card prints: the page around it is hidden. */
const printOnlyCard = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.qr-printable, .qr-printable *': { visibility: 'visible' },
    '.qr-printable': { position: 'absolute', left: 0, top: 0 },
    '.qr-no-print, .MuiTabs-indicator': { display: 'none' },
  },
};

/** The code as a wallet reads it, with the commerce's name and code, and a print button. */
export const QrPrintCard = ({ code, commerce }: { code: QrCode; commerce: Commerce }) => {
  const translate = useTranslate();
  const payload = emvPayload({
    payloadFormatIndicator: code.payloadFormatIndicator,
    pointInitiationMethod: code.pointInitiationMethod,
    merchantAccountInformation: code.merchantAccountInformation,
    merchantCategoryCode: commerce.categoryCode,
    merchantName: commerce.name,
    merchantCity: (commerce.address as { city?: string | null } | null | undefined)?.city,
    commerceCode: code.commerceCode,
  });
  return (
    <Stack spacing={1} alignItems="center">
      <GlobalStyles styles={printOnlyCard} />
      <Box
        className="qr-printable"
        sx={{ textAlign: 'center', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="h6">{commerce.name}</Typography>
        <QrImage payload={payload} label={translate('commerceQr.imageLabel', { code: code.commerceCode })} />
        <Typography variant="body2">{code.commerceCode}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(`resources.qrCodes.choices.pointInitiationMethod.${code.pointInitiationMethod}`)}
        </Typography>
      </Box>
      <Button className="qr-no-print" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate('commerceQr.print')}
      </Button>
    </Stack>
  );
};
