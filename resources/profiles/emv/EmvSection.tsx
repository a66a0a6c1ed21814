import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'ra-core';
import type { ProposalSection } from './emvShapes';
import { useEmvProvider } from './useEmvProvider';

export interface SectionColumn<T> {
  field: keyof T & string;
  render?: (item: T) => ReactNode;
}

interface Props<T> {
  profileId: number;
  section: ProposalSection;
  title: string;
  items: T[];
  columns: SectionColumn<T>[];
  keyOf: (item: T) => string;
  blank: () => T;
  canPropose: boolean;
  /** The item's editor: `index` is its place in the draft, or the draft's length for a new one. */
  renderDialog: (props: {
    initial: T;
    draft: T[];
    index: number;
    onSave: (item: T) => void;
    onClose: () => void;
  }) => ReactNode;
}

/** The first field error of a refused proposal, else the refusal's own message. */
const refusalKey = (error: unknown) => {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return Object.values(errors ?? {})[0] ?? error.message;
  }
  return 'errors.generic.oops';
};

/**
 * One list of a profile's EMV configuration: edited as a draft, then sent whole as a proposal for
 * someone else to approve (nothing changes on the terminals until then).
 */
export const EmvSection = <T,>({
  profileId,
  section,
  title,
  items,
  columns,
  keyOf,
  blank,
  canPropose,
  renderDialog,
}: Props<T>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useEmvProvider();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(items);
  const [editing, setEditing] = useState<number | null>(null);
  const [proposed, setProposed] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => setDraft(items), [items]);
  const changed = JSON.stringify(draft) !== JSON.stringify(items);

  const propose = async () => {
    setSending(true);
    try {
      await provider.proposeEmvChange({ profileId, section, items: draft });
      setProposed(true);
      setDraft(items);
      await queryClient.invalidateQueries({ queryKey: ['profilesEmv'] });
    } catch (error) {
      notify(refusalKey(error), { type: 'warning' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {canPropose && (
          <Button startIcon={<AddIcon />} onClick={() => (setProposed(false), setEditing(draft.length))}>
            {translate('profilesEmv.emv.add')}
          </Button>
        )}
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {canPropose && <TableCell />}
              {columns.map((column) => (
                <TableCell key={column.field}>{translate(`profilesEmv.emv.fields.${column.field}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.map((item, index) => (
              <TableRow key={keyOf(item)}>
                {canPropose && (
                  <TableCell padding="none" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={`${translate('profilesEmv.emv.edit')} ${keyOf(item)}`}
                      onClick={() => (setProposed(false), setEditing(index))}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={`${translate('profilesEmv.emv.remove')} ${keyOf(item)}`}
                      onClick={() => (setProposed(false), setDraft(draft.filter((_, i) => i !== index)))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.field} sx={{ fontFamily: 'monospace' }}>
                    {column.render ? column.render(item) : String(item[column.field])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {draft.length === 0 && <Typography color="text.secondary">{translate('profilesEmv.emv.empty')}</Typography>}
      {proposed && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('profilesEmv.emv.proposed')}
        </Alert>
      )}
      {changed && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
          <Alert severity="info" sx={{ flex: 1 }}>
            {translate('profilesEmv.emv.unsaved')}
          </Alert>
          <Button onClick={() => setDraft(items)}>{translate('profilesEmv.emv.discard')}</Button>
          <Button variant="contained" onClick={propose} disabled={sending}>
            {translate('profilesEmv.emv.propose')}
          </Button>
        </Stack>
      )}
      {editing !== null &&
        renderDialog({
          initial: draft[editing] ?? blank(),
          draft,
          index: editing,
          onClose: () => setEditing(null),
          onSave: (item) => {
            const next = [...draft];
            next[editing] = item;
            setDraft(next);
            setEditing(null);
          },
        })}
    </Box>
  );
};
