/** Browser downloads (console only: the sandbox never imports this file). */
import type { DownloadedFile } from './shapes';

/** Hands a file to the browser as a download. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns; revoking at once can cancel a large file.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** A file a service answered as base64, saved under its name. */
export const saveDownloadedFile = ({ base64, contentType, fileName }: DownloadedFile) => {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  saveBlob(new Blob([bytes], { type: contentType }), fileName);
};

/** A list of serial numbers saved as a one-column CSV. */
export const saveSerialList = (serials: readonly string[], header: string, fileName: string) =>
  saveBlob(new Blob([[header, ...serials].join('\r\n') + '\r\n'], { type: 'text/csv' }), fileName);
