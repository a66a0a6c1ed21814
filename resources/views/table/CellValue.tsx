import { lazy, Suspense, type ComponentProps } from 'react';
import { useRecordContext, useTranslate } from 'ra-core';
import type { FieldDisplay } from '../FieldDisplay';
import { enumChoices } from '../labels';
import type { Field } from '../../core/fields';
import { BooleanCell } from './BooleanCell';
import { cellText, drawnAsText } from './cellText';
import { LinkCell } from './LinkCell';

const loadFieldDisplay = () => import('../FieldDisplay').then((module) => ({ default: module.FieldDisplay }));
const LazyFieldDisplay = lazy(loadFieldDisplay);

/** Fetches the field components ahead (see preloadFieldDisplayFor). */
const preloadFieldDisplay = () =>
  // A failed fetch is left to the cell that needs it, which loads (and reports) on its own.
  void loadFieldDisplay().catch(() => undefined);

/** The address kind of a text field a list draws as a link (LinkCell). */
const linkFormatOf = (field: Field) =>
  field.kind === 'text' && !field.secret && (field.format === 'email' || field.format === 'url')
    ? field.format
    : undefined;

/**
 * Whether a list draws `field`'s cells without the field components: text (or an address's link),
 * a boolean's icon, and a reference's name, which a list takes from its page's names (ReferenceCell).
 */
const drawnLight = (field: Field) =>
  field.kind === 'text' || field.kind === 'boolean' || 'target' in field || drawnAsText(field);

/** Fetches the field components ahead when a column of `shown` needs them (images, chips, groups). */
export const preloadFieldDisplayFor = (shown: readonly Field[]) => {
  if (!shown.every(drawnLight)) preloadFieldDisplay();
};

/** FieldDisplay's props; a list cell shows the record's own field (`path`). */
type Props = Omit<ComponentProps<typeof FieldDisplay>, 'source'>;

/**
 * A list cell's value: plain text for the kinds that are only text (see cellText), a boolean's icon
 * and an address's link, without the field component and its styled typography per cell; the
 * others as FieldDisplay draws them, from a chunk of its own (every react-admin field, and
 * tooltips and loading bars with them).
 */
export const CellValue = ({ resource, path, field }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const choiceKey = (value: string) => enumChoices(resource, path, [value])[0].name;
  const text = cellText(field, record?.[path], choiceKey, translate);
  if (text !== undefined) return text;
  if (field.kind === 'boolean') return <BooleanCell path={path} />;
  const linkFormat = linkFormatOf(field);
  if (linkFormat) return <LinkCell path={path} format={linkFormat} />;
  return (
    <Suspense fallback={null}>
      <LazyFieldDisplay resource={resource} path={path} field={field} />
    </Suspense>
  );
};
