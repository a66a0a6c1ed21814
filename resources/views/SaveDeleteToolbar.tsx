import { DeleteButton, SaveButton, Toolbar } from 'ra-ui-materialui';

/** A form's toolbar: 'Guardar', and delete (after a confirmation) where the record may be deleted. */
export const SaveDeleteToolbar = ({ canDelete }: { canDelete: boolean }) => (
  <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
    <SaveButton />
    {canDelete && <DeleteButton mutationMode="pessimistic" />}
  </Toolbar>
);
