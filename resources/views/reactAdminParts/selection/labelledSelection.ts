import { LabelledSelectionBody } from './LabelledSelectionBody';
import { LabelledSelectionHead } from './LabelledSelectionHead';

/**
 * Props for a DataTable with bulk actions: its selection checkboxes get accessible names
 * ("Seleccionar todo", "Seleccionar PAX000000003") on their inputs.
 */
export const labelledSelection = { head: LabelledSelectionHead, body: LabelledSelectionBody } as const;
