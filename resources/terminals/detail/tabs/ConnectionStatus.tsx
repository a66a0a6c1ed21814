import { Box, Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { Labeled } from 'ra-ui-materialui';
import { useOnlineWindow } from '../../list/useOnlineWindow';
import { isOnline } from '../../schema';

/** Online or offline (spec section 4), with the entity's online window the terminal list uses. */
export const ConnectionStatus = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { minutes, since } = useOnlineWindow();
  const online = isOnline(record?.lastConnectionDate, since);
  return (
    <Labeled label="terminalDetail.status.label">
      <Box>
        <Tooltip title={translate('terminalList.onlineHint', { minutes })}>
          <Chip
            size="small"
            color={online ? 'success' : 'default'}
            label={translate(online ? 'terminalDetail.status.online' : 'terminalDetail.status.offline')}
          />
        </Tooltip>
      </Box>
    </Labeled>
  );
};
