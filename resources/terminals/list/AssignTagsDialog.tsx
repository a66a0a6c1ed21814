import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack } from '@mui/material';
import {
  HttpError,
  useDataProvider,
  useGetMany,
  useListContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from 'ra-core';
import type { TagAssignmentResult, TerminalListDataProvider } from '../../../dataProviders/terminals/listMethods';
import type { Terminal } from '../schema';
import { tagsAfterAdding } from '../tagLimit';
import { TagAssignmentSummary, serialList } from './TagAssignmentSummary';
import { TagPicker } from './TagPicker';

interface Props {
  onClose: () => void;
}

/**
 * Chooses up to five tags for the selected terminals, warns beforehand which terminals would pass
 * five and be skipped (the rule the service applies), then shows what was done to each.
 */
export const AssignTagsDialog = ({ onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const refresh = useRefresh();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const dataProvider = useDataProvider<TerminalListDataProvider>();
  const { data: selected = [], isPending: checking } = useGetMany<Terminal>(resource, { ids: selectedIds });
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [results, setResults] = useState<TagAssignmentResult[] | null>(null);

  const tagIds = chosen.map((tag) => Number(tag.id));
  const skipped = tagIds.length
    ? selected.filter((terminal) => tagsAfterAdding(terminal.tagIds ?? [], tagIds) === null)
    : [];

  const choose = (value: RaRecord[]) => {
    setChosen(value);
    setError(undefined);
  };

  const submit = async () => {
    if (tagIds.length === 0) return setError(translate('terminalList.tags.required'));
    setSaving(true);
    setRefusal(undefined);
    try {
      const { data } = await dataProvider.assignTags({ terminalIds: selectedIds, tagIds });
      setResults(data);
      refresh();
    } catch (failure) {
      // Coded refusals were already announced by the error catalogue; the choice stays for another try.
      setRefusal(translate(failure instanceof HttpError ? failure.message : 'errors.generic.oops'));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (results) unselectAll();
    onClose();
  };

  return (
    <Dialog open onClose={saving ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(results ? 'terminalList.tags.resultTitle' : 'terminalList.tags.title', {
          smart_count: selectedIds.length,
        })}
      </DialogTitle>
      <DialogContent>
        {results ? (
          <TagAssignmentSummary results={results} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TagPicker value={chosen} onChange={choose} error={error} />
            {checking && <Alert severity="info">{translate('terminalList.tags.checking')}</Alert>}
            {skipped.length > 0 && (
              <Alert severity="warning">
                {translate('terminalList.tags.willSkip', {
                  smart_count: skipped.length,
                  serials: serialList(skipped.map((terminal) => terminal.serialNumber)),
                })}
              </Alert>
            )}
            {refusal && <Alert severity="error">{refusal}</Alert>}
            {saving && <LinearProgress aria-label={translate('terminalList.tags.working')} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {results ? (
          <Button onClick={close} variant="contained">
            {translate('terminalList.tags.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={saving}>
              {translate('terminalList.tags.cancel')}
            </Button>
            <Button onClick={submit} variant="contained" disabled={saving}>
              {translate('terminalList.tags.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
