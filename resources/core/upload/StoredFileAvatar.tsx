import { Avatar } from '@mui/material';
import { useStoredFileSource } from './useStoredFileSource';

/** A rounded icon from a stored file (fetched with the token when the entity asks), else its initial. */
export const StoredFileAvatar = ({ url, initial }: { url: string | null | undefined; initial: string }) => (
  <Avatar variant="rounded" src={useStoredFileSource(url)} alt="">
    {initial}
  </Avatar>
);
