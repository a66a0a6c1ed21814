import { useState } from 'react';
import { useCanAccess } from 'ra-core';
import { Button } from 'ra-ui-materialui';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { subsidies } from '../schema';
import { SubsidyImportDialog } from './SubsidyImportDialog';

/** Opens the JSON import, for users who may create subsidies. */
export const SubsidyImportButton = () => {
  const { canAccess } = useCanAccess({ resource: subsidies.resource, action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="reference.subsidies.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && <SubsidyImportDialog onClose={() => setOpen(false)} />}
    </>
  );
};
