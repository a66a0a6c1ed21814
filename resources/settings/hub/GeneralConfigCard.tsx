import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CardHeader } from '@mui/material';
import {
  Form,
  maxValue,
  minValue,
  number,
  required,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'ra-core';
import { BooleanInput, Loading, NumberInput, SaveButton } from 'ra-ui-materialui';
import type { SettingsDataProvider } from '../../../dataProviders/settings/settingsMethods';
import type { GeneralConfig } from '../generalConfig';

const inactivity = [required(), number(), minValue(1), maxValue(120)];
const online = [required(), number(), minValue(1), maxValue(1440)];
const flags = ['commerceGroupRequired', 'commerceEmailRequired', 'fileWithAuthorization', 'termsAndConditionsDocument'];

/** The entity's general configuration: read by everyone, changed with GENERAL_CONFIGURATION. */
export const GeneralConfigCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const { canAccess: canWrite } = useCanAccess({ resource: 'settings', action: 'writeGeneral' });
  const [config, setConfig] = useState<GeneralConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    dataProvider.generalConfig().then(
      ({ data }) => setConfig(data),
      () => setFailed(true),
    );
  }, [dataProvider]);
  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.saveGeneralConfig(values as unknown as GeneralConfig);
      setConfig(data);
      notify('settings.general.saved', { type: 'success' });
    } catch {
      // The error catalogue has told the user.
    }
  };
  return (
    <Card component="section" aria-labelledby="general-config-title" sx={{ gridColumn: '1 / -1' }}>
      <CardHeader
        id="general-config-title"
        title={translate('settings.general.title')}
        subheader={translate('settings.general.subtitle')}
      />
      <CardContent>
        {failed && <Alert severity="error">{translate('settings.loadError')}</Alert>}
        {!config && !failed && <Loading />}
        {config && (
          <Form record={config} onSubmit={save} disabled={!canWrite}>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 2 }}>
              <NumberInput
                source="inactivityMinutes"
                label="settings.general.inactivityMinutes"
                validate={inactivity}
                helperText="settings.general.inactivityHelp"
              />
              <NumberInput
                source="terminalOnlineMinutes"
                label="settings.general.terminalOnlineMinutes"
                validate={online}
                helperText="settings.general.onlineHelp"
              />
              {flags.map((flag) => (
                <BooleanInput key={flag} source={flag} label={`settings.general.${flag}`} helperText={false} />
              ))}
            </Box>
            {canWrite ? <SaveButton /> : <Alert severity="info">{translate('settings.readOnly')}</Alert>}
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
