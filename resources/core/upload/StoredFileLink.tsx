import DescriptionIcon from '@mui/icons-material/Description';
import { Link } from '@mui/material';
import { useTranslate } from 'ra-core';
import { saveBlob } from '../../views/saveFile';
import { useFileNeedsToken, useStoredFileFetch } from './useStoredFileSource';

const LINK_SX = { display: 'flex', alignItems: 'center', gap: 0.5 } as const;

/**
 * "Open" for a stored document, video or APK: a link in a new tab, or, when the entity guards its
 * files, a button that fetches it with the token and saves it (a bare link gets 401).
 */
export const StoredFileLink = ({ url, fileName }: { url: string; fileName: string }) => {
  const translate = useTranslate();
  const needsToken = useFileNeedsToken(url);
  const fetchFile = useStoredFileFetch();
  const content = (
    <>
      <DescriptionIcon fontSize="small" />
      {translate('market.upload.open')}
    </>
  );
  if (!needsToken)
    return (
      <Link href={url} target="_blank" rel="noopener" sx={LINK_SX}>
        {content}
      </Link>
    );
  return (
    <Link
      component="button"
      type="button"
      onClick={() =>
        void fetchFile(url).then(
          (blob) => saveBlob(blob, fileName),
          () => undefined,
        )
      }
      sx={LINK_SX}
    >
      {content}
    </Link>
  );
};
