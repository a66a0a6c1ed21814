import { Box, Typography } from '@mui/material';
import { ListBase, useCanAccess, useRecordContext, useTranslate } from 'ra-core';
import { terminals } from '../../../terminals/schema';
import { GroupTerminalsView } from './GroupTerminalsView';

const PER_PAGE = 10;

/**
 * The group's terminals, a page at a time, searched by serial or alias; users who edit terminals
 * add the commerce's terminals to it and take them out (the services' group rules apply).
 */
export const GroupTerminals = () => {
  const translate = useTranslate();
  const group = useRecordContext();
  const { canAccess: canRead = false } = useCanAccess({ resource: terminals.resource, action: 'list' });
  const { canAccess: canEdit = false } = useCanAccess({ resource: terminals.resource, action: 'edit' });
  if (!canRead || !group) return null;
  return (
    <Box component="section" aria-labelledby="group-terminals-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="group-terminals-title" variant="h6" component="h2">
        {translate('groupPages.terminals.title')}
      </Typography>
      <ListBase
        resource={terminals.resource}
        filter={{ groupId: group.id }}
        perPage={PER_PAGE}
        sort={{ field: 'serialNumber', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
      >
        <GroupTerminalsView groupId={Number(group.id)} commerceId={Number(group.commerceId)} canEdit={canEdit} />
      </ListBase>
    </Box>
  );
};
