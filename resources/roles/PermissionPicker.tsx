import { useMemo, useState } from 'react';
import { Alert, Box, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useGetList, useInput, useTranslate } from 'ra-core';
import { Loading } from 'ra-ui-materialui';
import { permissions } from '../permissions/schema';
import { PermissionModuleSection } from './PermissionModuleSection';
import type { PermissionModule } from '../core/permissionPair';
import { grantedCount, groupPermissions, togglePermission, type PermissionEntry } from './permissionGroups';

const ALL = { page: 1, perPage: 500 };
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/**
 * A role's permissions: grouped by module (folded until opened or searched), read and
 * write-and-read side by side, with a search and the count of what the role grants. The value is
 * the list of permission ids.
 */
export const PermissionPicker = ({ source = 'permissionIds' }: { source?: string }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<PermissionModule>>(new Set());
  const { field } = useInput<number[]>({ source, defaultValue: [] });
  const { data, isPending, error } = useGetList<PermissionEntry & { id: number }>(permissions.resource, {
    pagination: ALL,
    sort: BY_NAME,
  });
  const entries = useMemo(() => data ?? [], [data]);
  const selectedIds = useMemo(() => (Array.isArray(field.value) ? field.value : []), [field.value]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const groups = useMemo(() => groupPermissions(entries, search), [entries, search]);
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{translate('settings.picker.loadError')}</Alert>;
  const onToggle = (id: number, on: boolean) => field.onChange(togglePermission(selectedIds, id, on));
  return (
    <Box className="full-row" component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle1', mb: 1 }}>
        {translate('settings.picker.title')}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField
          size="small"
          label={translate('settings.picker.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Chip
          color="primary"
          role="status"
          label={translate('settings.picker.granted', {
            smart_count: grantedCount(entries, selectedIds),
            total: entries.length,
          })}
        />
      </Box>
      {groups.length === 0 && <Typography color="text.secondary">{translate('settings.picker.noMatch')}</Typography>}
      {groups.map((group) => (
        <PermissionModuleSection
          key={group.module}
          group={group}
          selected={selected}
          expanded={search.trim() !== '' || open.has(group.module)}
          onExpand={(expand) =>
            setOpen((current) => {
              const next = new Set(current);
              if (expand) next.add(group.module);
              else next.delete(group.module);
              return next;
            })
          }
          onToggle={onToggle}
        />
      ))}
    </Box>
  );
};
