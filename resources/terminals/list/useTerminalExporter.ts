import { useTranslate, type Exporter } from 'ra-core';
import { useReadableResources } from '../../views/useReadableResources';
import type { Terminal } from '../schema';
import { useOnlineWindow } from './useOnlineWindow';

/**
 * The CSV export of the list (what the filters select, up to the export button's limit); its
 * writer (terminalCsv.ts) is fetched when an export starts.
 */
export const useTerminalExporter = (): Exporter<Terminal> => {
  const translate = useTranslate();
  const readable = useReadableResources();
  const { sinceNow } = useOnlineWindow();
  return async (records, fetchRelated) => {
    const { saveTerminalCsv } = await import('./terminalCsv');
    await saveTerminalCsv(records, fetchRelated, { translate, readable, sinceNow });
  };
};
