import { lazy, Suspense, type ComponentProps } from 'react';
import { useRecordContext, useTranslate } from 'ra-core';
import type { FieldDisplay } from '../FieldDisplay';
import { enumChoices } from '../labels';
import type { Field } from '../../core/fields';
import { cellText, drawnAsText } from './cellText';

const loadFieldDisplay = () => import('../FieldDisplay').then((module) => ({ default: module.FieldDisplay }));
const LazyFieldDisplay = lazy(loadFieldDisplay);

/**
 * Fetches the field components ahead, for a list whose columns need them (a list whose columns are
 * all text, as the terminal list's first columns, does without them).
 */
export const preloadFieldDisplay = () =>
  // A failed fetch is left to the cell that needs it, which loads (and reports) on its own.
  void loadFieldDisplay().catch(() => undefined);

/**
 * Fetches the field components ahead when a column of `shown` needs them: neither text only nor a
 * reference, which a list draws from its page's names (ReferenceCell).
 */
export const preloadFieldDisplayFor = (shown: readonly Field[]) => {
  if (shown.some((field) => !drawnAsText(field) && !('target' in field))) preloadFieldDisplay();
};

/** FieldDisplay's props; a list cell shows the record's own field (`path`). */
type Props = Omit<ComponentProps<typeof FieldDisplay>, 'source'>;

/**
 * A list cell's value: plain text for the kinds that are only text (see cellText), without the
 * field component and its styled typography per cell; the others as FieldDisplay draws them, from
 * a chunk of its own (every react-admin field, and tooltips and loading bars with them).
 */
export const CellValue = ({ resource, path, field }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const choiceKey = (value: string) => enumChoices(resource, path, [value])[0].name;
  const text = cellText(field, record?.[path], choiceKey, translate);
  if (text !== undefined) return text;
  return (
    <Suspense fallback={null}>
      <LazyFieldDisplay resource={resource} path={path} field={field} />
    </Suspense>
  );
};
