import AddIcon from '@mui/icons-material/Add';
import OutboxIcon from '@mui/icons-material/Outbox';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { terminals } from '../../terminals/schema';
import type { Commerce } from '../schema';
import { AddFromWarehouseDialog } from './AddFromWarehouseDialog';
import { MoveOutDialog } from './MoveOutDialog';
import { ResendPinButton } from './ResendPinButton';
import { TerminalTable } from './TerminalTable';
import { useCommerceTerminals } from './useCommerceTerminals';
import { useSelection } from './useSelection';

/** The commerce's terminals with their online state: add from a warehouse, move out, resend PINs. */
const TerminalsTab = () => {
  const translate = useTranslate();
  const record = useRecordContext<Commerce>();
  const commerceId = Number(record?.id);
  const { data, isPending, error, refresh } = useCommerceTerminals(commerceId);
  const { canAccess: canWrite } = useCanAccess({ resource: terminals.resource, action: 'edit' });
  const { selected, toggle, clear } = useSelection();
  const [dialog, setDialog] = useState<'add' | 'moveOut' | null>(null);
  const ids = [...selected];
  const done = () => {
    setDialog(null);
    clear();
    void refresh();
  };
  const online = data?.filter((terminal) => terminal.online).length ?? 0;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography role="status" sx={{ mr: 'auto' }}>
          {data && translate('commerceTerminals.count', { n: data.length, online })}
        </Typography>
        {canWrite && (
          <>
            <Button startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              {translate('commerceTerminals.add')}
            </Button>
            <Button startIcon={<OutboxIcon />} onClick={() => setDialog('moveOut')} disabled={ids.length === 0}>
              {translate('commerceTerminals.moveOut')}
            </Button>
            <ResendPinButton commerceId={commerceId} terminalIds={ids} />
          </>
        )}
      </Box>
      {isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate('errors.generic.oops')}</Alert>}
      {data && data.length === 0 && <Alert severity="info">{translate('commerceTerminals.none')}</Alert>}
      {data && data.length > 0 && (
        <TerminalTable
          rows={data}
          selected={selected}
          onToggle={toggle}
          label={translate('commerceForm.tabs.terminals')}
        />
      )}
      {dialog === 'add' && (
        <AddFromWarehouseDialog commerceId={commerceId} open onClose={() => setDialog(null)} onAdded={done} />
      )}
      {dialog === 'moveOut' && (
        <MoveOutDialog commerceId={commerceId} terminalIds={ids} open onClose={() => setDialog(null)} onMoved={done} />
      )}
    </Stack>
  );
};

export default TerminalsTab;
