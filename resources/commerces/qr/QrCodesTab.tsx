import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, List, ListItemButton, ListItemText, Paper, Stack } from '@mui/material';
import { CreateBase, EditBase, useCanAccess, useGetList, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { qrCodes, type QrCode } from '../../qrCodes/schema';
import type { Commerce } from '../schema';
import { QrCodeForm } from './QrCodeForm';
import { QrPrintCard } from './QrPrintCard';

/** The commerce's check-in/check-out QR codes: each one's fields, its image to print, a new one. */
const QrCodesTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const commerce = useRecordContext<Commerce>();
  const commerceId = Number(commerce?.id);
  const { canAccess: canWrite = false } = useCanAccess({ resource: qrCodes.resource, action: 'create' });
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<QrCode>(qrCodes.resource, {
    filter: { commerceId },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  const current = chosen === 'new' ? undefined : (data.find((code) => code.id === chosen) ?? data[0]);
  const saved = () => {
    notify('commerceQr.saved', { type: 'success' });
    void refetch();
  };
  if (!commerce || isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <Paper variant="outlined" sx={{ minWidth: 220 }}>
        <List dense aria-label={translate('commerceForm.tabs.qr')}>
          {data.map((code) => (
            <ListItemButton
              key={code.id}
              selected={current?.id === code.id && chosen !== 'new'}
              onClick={() => setChosen(code.id)}
            >
              <ListItemText
                primary={code.commerceCode}
                secondary={translate(`resources.qrCodes.choices.pointInitiationMethod.${code.pointInitiationMethod}`)}
              />
            </ListItemButton>
          ))}
        </List>
        {canWrite && (
          <Box sx={{ p: 1 }}>
            <Button startIcon={<AddIcon />} onClick={() => setChosen('new')}>
              {translate('commerceQr.new')}
            </Button>
          </Box>
        )}
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {!current && chosen !== 'new' && <Alert severity="info">{translate('commerceQr.none')}</Alert>}
        {chosen === 'new' && canWrite && (
          <CreateBase
            resource={qrCodes.resource}
            record={{
              commerceId,
              commerceCode: commerce.commerceCode,
              payloadFormatIndicator: '01',
              pointInitiationMethod: '11',
            }}
            redirect={false}
            mutationOptions={{
              onSuccess: (created: QrCode) => {
                setChosen(created.id);
                saved();
              },
            }}
          >
            <QrCodeForm mode="create" commerceId={commerceId} />
          </CreateBase>
        )}
        {current && chosen !== 'new' && (
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <EditBase
                key={current.id}
                resource={qrCodes.resource}
                id={current.id}
                mutationMode="pessimistic"
                redirect={false}
                mutationOptions={{ onSuccess: saved }}
              >
                <QrCodeForm mode="update" commerceId={commerceId} />
              </EditBase>
            </Box>
            <QrPrintCard code={current} commerce={commerce} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
};

export default QrCodesTab;
