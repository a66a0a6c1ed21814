import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'ra-core';
import type { SettingsDataProvider } from '../../dataProviders/settings/settingsMethods';
import type { EnablementOutcome, EnablementTarget, NetworkTerminalCounts } from './networkShapes';
import { serialsOfCsv } from './networkShapes';
import { CommercePicker } from './CommercePicker';
import { type Network } from './schema';

interface Props {
  network: Network;
  onClose: () => void;
}

/** Switches a network on or off for named terminals, a commerce's terminals or a CSV of serials. */
export const NetworkSwitchDialog = ({ network, onClose }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<SettingsDataProvider>();
  const [target, setTarget] = useState<EnablementTarget>('terminal');
  const [serialText, setSerialText] = useState('');
  const [csvSerials, setCsvSerials] = useState<string[]>([]);
  const [commerceId, setCommerceId] = useState<number | null>(null);
  const [counts, setCounts] = useState<NetworkTerminalCounts | null>(null);
  const [outcome, setOutcome] = useState<EnablementOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const loadCounts = useCallback(
    () => dataProvider.networkTerminalCounts({ networkId: network.id }).then(({ data }) => setCounts(data)),
    [dataProvider, network.id],
  );
  useEffect(() => {
    void loadCounts().catch(() => setCounts(null));
  }, [loadCounts]);
  const serials =
    target === 'csv'
      ? csvSerials
      : serialText
          .split(/[\s,;]+/)
          .map((serial) => serial.trim())
          .filter(Boolean);
  const ready = target === 'commerce' ? commerceId !== null : serials.length > 0;
  const run = async (enable: boolean) => {
    setBusy(true);
    try {
      const body = target === 'commerce' ? { commerceId: commerceId ?? undefined } : { serialNumbers: serials };
      const { data } = await dataProvider.switchNetwork({
        networkId: network.id,
        enable,
        target,
        ...body,
      });
      setOutcome(data);
      await loadCounts();
    } catch {
      // The error catalogue has told the user.
    }
    setBusy(false);
  };
  const readCsv = async (file: File | undefined) => setCsvSerials(file ? serialsOfCsv(await file.text()) : []);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="network-switch-title">
      <DialogTitle id="network-switch-title">
        {translate('settings.networks.switchTitle', { alias: network.alias })}
      </DialogTitle>
      <DialogContent>
        {counts && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('settings.networks.counts', { enabled: counts.enabled, disabled: counts.disabled })}
          </Typography>
        )}
        <Tabs value={target} onChange={(_, value: EnablementTarget) => setTarget(value)} sx={{ mb: 2 }}>
          {(['terminal', 'commerce', 'csv'] as const).map((value) => (
            <Tab key={value} value={value} label={translate(`settings.networks.by.${value}`)} />
          ))}
        </Tabs>
        {target === 'terminal' && (
          <TextField
            fullWidth
            multiline
            minRows={3}
            label={translate('settings.networks.serials')}
            helperText={translate('settings.networks.serialsHelp')}
            value={serialText}
            onChange={(event) => setSerialText(event.target.value)}
          />
        )}
        {target === 'commerce' && <CommercePicker value={commerceId} onChange={setCommerceId} />}
        {target === 'csv' && (
          <>
            <Button component="label" variant="outlined">
              {translate('settings.networks.chooseCsv')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={(event) => readCsv(event.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('settings.networks.csvRead', { smart_count: csvSerials.length })}
            </Typography>
          </>
        )}
        {outcome && (
          <Alert severity={outcome.unknown.length ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
            {translate('settings.networks.changed', { smart_count: outcome.changed })}
            {outcome.unknown.length > 0 &&
              ` ${translate('settings.networks.unknown', { serials: outcome.unknown.join(', ') })}`}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button disabled={!ready || busy} onClick={() => run(false)}>
          {translate('settings.networks.disable')}
        </Button>
        <Button variant="contained" disabled={!ready || busy} onClick={() => run(true)}>
          {translate('settings.networks.enable')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
