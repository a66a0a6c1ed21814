import { useRecordContext, useTranslate } from 'ra-core';
import type { Field } from '../../core/fields';
import { FieldDisplay } from '../FieldDisplay';
import { enumChoices } from '../labels';
import { cellText } from './cellText';

interface Props {
  resource: string;
  path: string;
  field: Field;
}

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
