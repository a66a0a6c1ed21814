import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { ServiceErrorBody } from '../wire';
import { declaredMismatchOf } from './contentCheck';
import { wrongKindOf, type FileKind, type SniffedType } from './fileKinds';
import type { UploadedFile } from './uploadedFile';

export interface UploadProgress {
  name: string;
  sent: number;
  total: number;
}

/** Why an upload failed, as a message key and its values. */
export interface UploadFailure {
  key: string;
  /** A file of another kind: what the service found in it and what the field takes. */
  wrongKind?: { found: SniffedType; expected: FileKind };
  /** A file whose content is not the type it was sent as: what the service found and what was declared. */
  notDeclared?: { found: SniffedType; declared: SniffedType };
}

/**
 * A failed upload's message: a cancellation; a file of another kind or not of its declared type,
 * saying what the service found in it; else the service's code.
 */
const failureOf = (error: unknown): UploadFailure => {
  if (error instanceof DOMException && error.name === 'AbortError') return { key: 'market.upload.cancelled' };
  const message = error instanceof HttpError ? (error.body as ServiceErrorBody | undefined)?.Message : undefined;
  const wrongKind = wrongKindOf(message);
  if (wrongKind) return { key: 'market.upload.notKind', wrongKind };
  const notDeclared = declaredMismatchOf(message);
  if (notDeclared) return { key: 'market.upload.notDeclared', notDeclared };
  return { key: error instanceof Error && error.message ? error.message : 'errors.generic.oops' };
};

/** Uploads one file at a time to the app service with progress and cancel. */
export const useFileUpload = (kind: FileKind) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadedFile | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setFailure(null);
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
        setFailure(failureOf(error));
        return undefined;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [dataProvider, kind],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { upload, cancel, progress, failure, setFailure };
};
