import type { ComponentProps } from 'react';
import { useRecordContext, useTranslate } from 'ra-core';
import { FieldDisplay } from '../FieldDisplay';
import { enumChoices } from '../labels';
import { cellText } from './cellText';

/** FieldDisplay's props; a list cell shows the record's own field (`path`). */
type Props = Omit<ComponentProps<typeof FieldDisplay>, 'source'>;

/**
 * A list cell's value: plain text for the kinds that are only text (see cellText), without the
 * field component and its styled typography per cell; the others as FieldDisplay draws them.
 */
export const CellValue = ({ resource, path, field }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const choiceKey = (value: string) => enumChoices(resource, path, [value])[0].name;
  const text = cellText(field, record?.[path], choiceKey, translate);
  return text === undefined ? <FieldDisplay resource={resource} path={path} field={field} /> : text;
};
