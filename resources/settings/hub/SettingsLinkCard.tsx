import type { ComponentType } from 'react';
import { Card, CardActionArea, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

export interface SettingsLink {
  /** The route, without the leading slash. */
  path: string;
  /** Message key prefix: `<key>.title` and `<key>.description`. */
  key: string;
  icon: ComponentType<{ color?: 'primary' }>;
}

/** One settings screen the hub leads to. */
export const SettingsLinkCard = ({ link }: { link: SettingsLink }) => {
  const translate = useTranslate();
  const Icon = link.icon;
  return (
    <Card>
      <CardActionArea component={Link} to={`/${link.path}`} sx={{ height: '100%' }}>
        <CardHeader avatar={<Icon color="primary" />} title={translate(`${link.key}.title`)} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${link.key}.description`)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
