import { useTranslate, type Exporter } from 'ra-core';
import { fieldLabel } from '../../views/labels';
import { useReadableResources } from '../../views/useReadableResources';
import { terminals, type Terminal } from '../schema';
import { useOnlineWindow } from './useOnlineWindow';

/**
 * The CSV export of the list (what the filters select, up to the export button's limit); its
 * writer (terminalCsv.ts) is fetched when an export starts.
 */
export const useTerminalExporter = (): Exporter<Terminal> => {
  const translate = useTranslate();
  const readable = useReadableResources();
  const { sinceNow } = useOnlineWindow();
  const label = (field: string) => translate(fieldLabel(terminals.resource, field));
  return async (records, fetchRelated) => {
    const { saveTerminalCsv } = await import('./terminalCsv');
    await saveTerminalCsv(records, fetchRelated, { translate, label, readable, sinceNow });
  };
};
