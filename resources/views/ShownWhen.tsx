import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Field } from '../core/fields';
import { isHidden } from '../core/validation';

interface Props {
  path: string;
  field: Field;
  children: ReactNode;
}

/**
 * A form input its sibling may hide (a wifi setting on an ethernet network): hidden, it is
 * emptied, so the record carries no setting it does not have.
 */
export const ShownWhen = ({ path, field, children }: Props) => {
  const sibling = field.shownWhen?.field ?? path;
  const siblingValue: unknown = useWatch({ name: sibling });
  const { getValues, setValue } = useFormContext();
  const hidden = isHidden(field, { [sibling]: siblingValue });
  useEffect(() => {
    if (hidden && getValues(path) != null) setValue(path, null, { shouldDirty: true });
  }, [hidden, path, getValues, setValue]);
  return hidden ? null : children;
};
