import type { ReactNode } from 'react';

/** A record's representation as plain text, or '' when the resource represents it with an element. */
export const representationText = (representation: ReactNode) =>
  typeof representation === 'string' || typeof representation === 'number' ? String(representation).trim() : '';
