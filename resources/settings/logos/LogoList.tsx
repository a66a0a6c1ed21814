import { IconButton, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useLocale, useTranslate } from 'ra-core';
import type { Logo } from '../logoShapes';
import { LogoThumbnail } from './LogoThumbnail';

interface Props {
  logos: readonly Logo[];
  empty: string;
  /** Cancelling a scheduled logo, where the user may. */
  onCancel?: (logo: Logo) => void;
}

/** Past or scheduled logos, each with its image and the moment it starts. */
export const LogoList = ({ logos, empty, onCancel }: Props) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (logos.length === 0) return <Typography color="text.secondary">{translate(empty)}</Typography>;
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List dense>
      {logos.map((logo) => (
        <ListItem
          key={logo.id}
          secondaryAction={
            onCancel && (
              <IconButton
                edge="end"
                aria-label={translate('settings.logos.cancel', { name: logo.fileName })}
                onClick={() => onCancel(logo)}
              >
                <EventBusyIcon />
              </IconButton>
            )
          }
        >
          <ListItemAvatar sx={{ mr: 2 }}>
            <LogoThumbnail logo={logo} size={48} />
          </ListItemAvatar>
          <ListItemText
            primary={logo.fileName}
            secondary={translate('settings.logos.from', { date: when(logo.validFrom) })}
          />
        </ListItem>
      ))}
    </List>
  );
};
