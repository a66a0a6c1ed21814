/** Browser downloads (console only: the sandbox never imports this file). */
import { CSV_BOM } from '../export/csv';

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

export const CSV_TYPE = 'text/csv;charset=utf-8';

/** CSV text written by `resources/export/csv`, saved with a BOM so spreadsheets read it as UTF-8. */
export const saveCsv = (text: string, fileName: string) =>
  saveBlob(new Blob([CSV_BOM, text], { type: CSV_TYPE }), fileName);
