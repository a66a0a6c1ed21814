import { Alert, Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useCanAccess, useGetList, useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { terminals } from '../../terminals/schema';

/** The first terminals of the group, each linked to its detail (only for users who read terminals). */
export const GroupTerminals = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { canAccess = false } = useCanAccess({ resource: terminals.resource, action: 'list' });
  const {
    data = [],
    total,
    isPending,
  } = useGetList(
    terminals.resource,
    { filter: { groupId: record?.id }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: canAccess && record !== undefined },
  );
  if (!canAccess || isPending) return null;
  return (
    <Box component="section" aria-labelledby="group-terminals-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="group-terminals-title" variant="h6" component="h2">
        {translate('groupPages.terminals.title')} {total ? `(${total})` : ''}
      </Typography>
      {data.length === 0 ? (
        <Alert severity="info">{translate('groupPages.terminals.none')}</Alert>
      ) : (
        <List dense>
          {data.map((terminal) => (
            <ListItem key={terminal.id} disablePadding>
              <ListItemButton component={Link} to={`/${terminals.resource}/${terminal.id}/show`}>
                <ListItemText
                  primary={String(terminal.serialNumber)}
                  secondary={terminal.alias as string | undefined}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
