import { Box, Skeleton } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A payload drawn as a QR code image (its text as the image's accessible name). */
export const QrImage = ({ payload, label, size = 240 }: { payload: string; label: string; size?: number }) => {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: size })
      .then((url) => current && setSource(url))
      .catch(() => current && setSource(null));
    return () => {
      current = false;
    };
  }, [payload, size]);
  if (!source) return <Skeleton variant="rectangular" width={size} height={size} />;
  return <Box component="img" src={source} alt={label} width={size} height={size} data-payload={payload} />;
};
