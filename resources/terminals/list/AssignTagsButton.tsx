import { useState } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Button } from 'ra-ui-materialui';
import { AssignTagsDialog } from './AssignTagsDialog';

/** Bulk action: opens the tag assignment dialog for the selected terminals. */
export const AssignTagsButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="terminalList.tags.button" onClick={() => setOpen(true)}>
        <LocalOfferIcon />
      </Button>
      {open && <AssignTagsDialog onClose={() => setOpen(false)} />}
    </>
  );
};
