import { useRecordContext } from 'ra-core';
import { TerminalParametersSection } from '../../../profiles/terminal/TerminalParametersSection';

/** The terminal's parameters: its own overrides over its profile's and group's (issue 11). */
export const ParametersTab = () => {
  const record = useRecordContext();
  return record ? <TerminalParametersSection terminalId={Number(record.id)} /> : null;
};
