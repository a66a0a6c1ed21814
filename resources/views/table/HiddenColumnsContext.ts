import { createContext } from 'react';

/**
 * The columns a DataTable hides (its column chooser's choice), read once for the whole body by
 * LabelledSelectionBody rather than once per cell. Undefined outside such a body.
 */
export const HiddenColumnsContext = createContext<readonly string[] | undefined>(undefined);
