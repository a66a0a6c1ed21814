import DownloadIcon from '@mui/icons-material/Download';
import { IconButton } from '@mui/material';
import { useNotify } from 'ra-core';
import { saveBlob } from '../../views/saveFile';
import { useFileNeedsToken, useStoredFileFetch } from './useStoredFileSource';

interface Props {
  url: string;
  /** The name the saved file takes. */
  fileName: string;
  label: string;
}

/**
 * Downloads a stored file: a plain link, or, when the entity guards its files, a fetch with the
 * token saved from a blob (a bare link sends no token and gets 401).
 */
export const StoredFileDownloadButton = ({ url, fileName, label }: Props) => {
  const needsToken = useFileNeedsToken(url);
  const fetchFile = useStoredFileFetch();
  const notify = useNotify();
  if (!needsToken)
    return (
      <IconButton href={url} aria-label={label}>
        <DownloadIcon />
      </IconButton>
    );
  const download = async () => {
    try {
      saveBlob(await fetchFile(url), fileName);
    } catch (error) {
      // The HTTP layer has shown the service's refusal; a failure with no answer is said here.
      if (!(error instanceof Error && 'status' in error)) notify('errors.generic.oops', { type: 'error' });
    }
  };
  return (
    <IconButton onClick={() => void download()} aria-label={label}>
      <DownloadIcon />
    </IconButton>
  );
};
