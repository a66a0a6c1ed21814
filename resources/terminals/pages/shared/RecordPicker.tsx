import { useCanAccess } from 'ra-core';
import { RecordAutocomplete, type RecordPickerProps } from './RecordAutocomplete';
import { RecordIdEntry } from './RecordIdEntry';

interface Props extends RecordPickerProps {
  /** Leaving it empty is fine: hidden, rather than typed, when the user may not list the resource. */
  optional?: boolean;
}

/**
 * A picker of records that first asks whether the user may list them: the service refuses a list
 * it may not read with a 403, so such a picker never asks. Instead, an optional one is hidden and
 * a required one takes the identifier typed.
 */
export const RecordPicker = ({ optional, ...props }: Props) => {
  const { canAccess, isPending } = useCanAccess({ resource: props.resource, action: 'list' });
  if (isPending) return null;
  if (canAccess) return <RecordAutocomplete {...props} />;
  return optional ? null : <RecordIdEntry {...props} />;
};
