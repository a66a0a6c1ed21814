import { Alert } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { TerminalParametersSection } from '../../../profiles/terminal/TerminalParametersSection';
import { terminals } from '../../schema';

/** The terminal's parameters: its own overrides over its profile's and group's. */
export const ParametersTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: terminals.resource, action: 'readParameters' });
  if (!record || isPending) return <Loading />;
  if (!canAccess) return <Alert severity="info">{translate('ra.message.access_denied')}</Alert>;
  return <TerminalParametersSection terminalId={Number(record.id)} />;
};
