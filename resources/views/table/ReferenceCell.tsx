import { lazy, Suspense } from 'react';
import { TextField } from 'ra-ui-materialui';
import { ReferenceNameLink } from './ReferenceNameLink';

// A column hidden at first (the tags): its chips and their loading bar come with it.
const ReferenceChips = lazy(() => import('./ReferenceChips'));

interface Props {
  source: string;
  /** Registry name of the referenced resource. */
  target: string;
  many?: boolean;
  /** Whether the user may read the target, decided once for the whole list; undefined while unknown. */
  readable: boolean | undefined;
}

/**
 * A reference cell of a list (the terminals', the schema list's): the referenced record's name, or
 * the bare id when the user may not read that resource (asking would end the session). Unlike the
 * generic field, it takes the access decision from the list instead of asking per cell, and single
 * references are a light link (ReferenceNameLink), which keeps the first page's render short.
 */
export const ReferenceCell = ({ source, target, many, readable }: Props) => {
  if (readable === undefined) return null;
  if (!readable) return <TextField source={source} />;
  if (many)
    return (
      <Suspense fallback={null}>
        <ReferenceChips source={source} target={target} />
      </Suspense>
    );
  return <ReferenceNameLink source={source} target={target} />;
};
