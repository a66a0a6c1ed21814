import type { ReactNode } from 'react';
import type { Identifier, TranslateFunction } from 'ra-core';
import { representationText } from '../../representationText';

/**
 * The accessible name of a row's selection checkbox: the record as the resource represents it
 * (a terminal's serial number, a commerce's name), else its id, so each checkbox says which row
 * it selects.
 */
export const selectRowLabel = (translate: TranslateFunction, representation: ReactNode, id: Identifier) =>
  translate('view.selectRow', { name: representationText(representation) || `#${id}` });
