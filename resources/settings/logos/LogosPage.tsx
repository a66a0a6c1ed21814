import { useState } from 'react';
import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useLocale, useNotify, useTranslate } from 'ra-core';
import { Confirm, Loading } from 'ra-ui-materialui';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import type { SettingsDataProvider } from '../../../dataProviders/settings/settingsMethods';
import type { Logo, LogoUpload } from '../logoShapes';
import { LogoList } from './LogoList';
import { LogoThumbnail } from './LogoThumbnail';
import { LogoUploadForm } from './LogoUploadForm';

const SCHEDULE_KEY = ['logoSchedule'];

/** /settings/logos: the current logo, the scheduled ones, the past ones; upload or schedule the next. */
export const LogosPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { canAccess: canWrite } = useCanAccess({ resource: 'settings/logos', action: 'writeLogos' });
  const [cancelling, setCancelling] = useState<Logo | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: SCHEDULE_KEY,
    queryFn: async () => (await dataProvider.logoSchedule()).data,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
  const upload = async (logo: LogoUpload) => {
    try {
      await dataProvider.uploadLogo(logo);
      notify(logo.validFrom ? 'settings.logos.scheduled' : 'settings.logos.uploaded', { type: 'success' });
      await reload();
      return true;
    } catch {
      return false;
    }
  };
  const cancel = async (logo: Logo) => {
    try {
      await dataProvider.cancelLogo({ id: logo.id });
      notify('settings.logos.cancelled', { type: 'success' });
      await reload();
    } catch {
      // The error catalogue has told the user.
    }
    setCancelling(null);
  };
  const section = (title: string, children: React.ReactNode) => (
    <Card component="section" aria-label={translate(title)}>
      <CardHeader title={translate(title)} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <ScreenTitle title={translate('settings.hub.logos.title')} />
      {isPending && <Loading />}
      {error && <Alert severity="error">{translate('settings.loadError')}</Alert>}
      {data &&
        section(
          'settings.logos.current',
          data.current ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <LogoThumbnail logo={data.current} size={96} />
              <Box>
                <Typography>{data.current.fileName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('settings.logos.since', {
                    date: new Date(data.current.validFrom).toLocaleString(locale, { dateStyle: 'medium' }),
                  })}
                </Typography>
              </Box>
            </Box>
          ) : (
            <Typography color="text.secondary">{translate('settings.logos.noCurrent')}</Typography>
          ),
        )}
      {data &&
        section(
          'settings.logos.next',
          <LogoList logos={data.next} empty="settings.logos.noNext" onCancel={canWrite ? setCancelling : undefined} />,
        )}
      {section(
        'settings.logos.new',
        canWrite ? (
          <LogoUploadForm onUpload={upload} />
        ) : (
          <Alert severity="info">{translate('settings.readOnly')}</Alert>
        ),
      )}
      {data && section('settings.logos.past', <LogoList logos={data.past} empty="settings.logos.noPast" />)}
      <Confirm
        isOpen={cancelling !== null}
        title="settings.logos.cancelTitle"
        content="settings.logos.cancelBody"
        translateOptions={{ name: cancelling?.fileName ?? '' }}
        onConfirm={() => cancelling && cancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
};
