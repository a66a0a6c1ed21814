/** Browser downloads (console only: the sandbox never imports this file). */
import { saveBlob, saveCsv } from '../../views/saveFile';
import { serialListCsv } from './serialList';
import type { DownloadedFile } from './shapes';

/** A file a service answered as base64, saved under its name. */
export const saveDownloadedFile = ({ base64, contentType, fileName }: DownloadedFile) => {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: contentType }), fileName);
};

/** A list of serial numbers saved as a one-column CSV, which the serial-list inputs read back. */
export const saveSerialList = (serials: readonly string[], fileName: string) =>
  saveCsv(serialListCsv(serials), fileName);
