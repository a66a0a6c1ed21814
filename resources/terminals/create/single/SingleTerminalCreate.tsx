import { useTranslate } from 'ra-core';
import { Create } from 'ra-ui-materialui';
import { SingleTerminalForm } from './SingleTerminalForm';

/** Pessimistic, so a code the server refuses with reaches the form's fields. */
export const SingleTerminalCreate = () => {
  const translate = useTranslate();
  return (
    <Create mutationMode="pessimistic" redirect="show" title={translate('terminalImport.page.title')} sx={{ mt: -1 }}>
      <SingleTerminalForm />
    </Create>
  );
};
