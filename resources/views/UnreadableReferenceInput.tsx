import { useTranslate } from 'ra-core';
import { TextInput } from 'ra-ui-materialui';

interface Props {
  source: string;
  label: string;
  isRequired?: boolean;
}

/** A reference the user may not read: its identifier, shown but not editable. */
export const UnreadableReferenceInput = ({ source, label, isRequired }: Props) => {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={isRequired}
      disabled
      helperText={translate('view.unreadableReference')}
    />
  );
};
