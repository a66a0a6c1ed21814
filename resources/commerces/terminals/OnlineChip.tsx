import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';

/** A terminal's online state (spec section 4: online is recent activity). */
export const OnlineChip = ({ online }: { online: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={online ? 'success' : 'default'}
      variant={online ? 'filled' : 'outlined'}
      label={translate(online ? 'commerceTerminals.online' : 'commerceTerminals.offline')}
    />
  );
};
