import { createContext } from 'react';
import type { RaRecord } from 'ra-core';

/**
 * The records the page's rows point at, by reference field and then by id (as a string); a
 * field absent or undefined while its names are not in.
 */
export type ReferenceNames = Readonly<Record<string, ReadonlyMap<string, RaRecord> | undefined>>;

export const ReferenceNamesContext = createContext<ReferenceNames>({});
