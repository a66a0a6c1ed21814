import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { FileKind } from './fileKinds';
import type { UploadedFile } from './uploadedFile';

export interface UploadProgress {
  name: string;
  sent: number;
  total: number;
}

/** The message key of a failed upload: the service's code, or a cancellation. */
const failureKey = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'
    ? 'market.upload.cancelled'
    : error instanceof Error && error.message
      ? error.message
      : 'errors.generic.oops';

/**
 * Uploads one file at a time to the app service with progress and cancel. `resource` routes the
 * call to the service (any resource of the app service will do).
 */
export const useFileUpload = (kind: FileKind, resource = 'appmanagement') => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadedFile | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setErrorKey(null);
      setProgress({ name: file.name, sent: 0, total: file.size });
      try {
        const { data } = await dataProvider.uploadFile({
          kind,
          file,
          signal: current.signal,
          onProgress: (sent, total) => setProgress({ name: file.name, sent, total }),
        });
        return data;
      } catch (error) {
        setErrorKey(failureKey(error));
        return undefined;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [dataProvider, kind, resource],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload, cancel, progress, errorKey, setErrorKey };
};
