import { Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { isDeactivated } from '../videoRules';

/** Active, active until its deactivation date and time, or deactivated once that time has come. */
export const VideoStatusChip = ({ deactivationDate, now }: { deactivationDate: unknown; now: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (isDeactivated(deactivationDate, now))
    return <Chip size="small" label={translate('catalog.videos.deactivated')} />;
  const until =
    typeof deactivationDate === 'string' && deactivationDate
      ? translate('catalog.videos.until', {
          date: new Date(deactivationDate).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
        })
      : null;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={until ? `${translate('catalog.videos.active')} · ${until}` : translate('catalog.videos.active')}
    />
  );
};
