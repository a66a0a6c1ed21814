import { useQuery } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider } from 'ra-core';
import { useEffect, useState } from 'react';
import type { ConsoleAuthProvider } from '../../../authProvider/authProvider';
import { useEntityFlag } from '../../../authProvider/useEntityFlag';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import { FILE_WITH_AUTHORIZATION, isStoredFileUrl } from './storedFileUrl';

/** Whether the file behind `url` answers only to the session's token. */
export const useFileNeedsToken = (url: string | null | undefined): url is string => {
  const guarded = useEntityFlag(FILE_WITH_AUTHORIZATION);
  return guarded && typeof url === 'string' && isStoredFileUrl(url);
};

/** Fetches a stored file with the token; the call `download` makes on a click. */
export const useStoredFileFetch = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return async (url: string) => (await dataProvider.fetchFile({ url })).data;
};

const useObjectUrl = (blob: Blob | undefined) => {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(undefined);
    };
  }, [blob]);
  return objectUrl;
};

/**
 * What an `<img src>` can show for a stored file: its URL as it is, or, when the entity guards its
 * files (GET_FILE_WITH_AUTHORIZATION), a blob URL of the content fetched with the token (a bare
 * `<img>` sends none and gets 401). Undefined while that fetch is under way.
 */
export const useStoredFileSource = (url: string | null | undefined): string | undefined => {
  const needsToken = useFileNeedsToken(url);
  const fetchFile = useStoredFileFetch();
  const entityId = useAuthProvider<ConsoleAuthProvider>()?.accessContext().entityId;
  const { data: blob } = useQuery({
    queryKey: ['storedFile', entityId, url],
    queryFn: () => fetchFile(String(url)),
    enabled: needsToken,
    staleTime: Infinity,
    retry: false,
  });
  const objectUrl = useObjectUrl(needsToken ? blob : undefined);
  return needsToken ? objectUrl : (url ?? undefined);
};
