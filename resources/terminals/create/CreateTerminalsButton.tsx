import { CreateButton } from 'ra-ui-materialui';

/** Work in progress: the list's way to create terminals (single entry, CSV file, groups). */
export const CreateTerminalsButton = () => <CreateButton />;
