import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useRecordContext } from 'ra-core';
import type { DownloadedFile } from './shapes';
import { saveDownloadedFile } from './saveFile';

interface Props {
  /** Asks the service for the record's file. */
  fetchFile: (id: number) => Promise<DownloadedFile>;
  label: string;
  /** What a screen reader hears when the label alone does not say which file (a row of a list). */
  accessibleName?: string;
  size?: 'small' | 'medium';
}

/**
 * Downloads the file of the record in context (a log, a report): the button waits while it comes,
 * a refusal is told as a warning, and a click in a list row does not also open the row.
 */
export const RecordDownloadButton = ({ fetchFile, label, accessibleName, size }: Props) => {
  const record = useRecordContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const download = async () => {
    setBusy(true);
    try {
      saveDownloadedFile(await fetchFile(Number(record.id)));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-label={accessibleName}
      onClick={(event) => (event.stopPropagation(), void download())}
    >
      {label}
    </Button>
  );
};
