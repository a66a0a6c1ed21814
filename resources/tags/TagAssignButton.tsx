import { Button } from '@mui/material';
import LabelIcon from '@mui/icons-material/Label';
import { useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/** Opens the assignment page of the row's tag. */
export const TagAssignButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/Terminal/Tags/Assignment/${encodeURIComponent(String(record.name))}`}
      startIcon={<LabelIcon />}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('terminalOperations.tags.assign')}
    </Button>
  );
};
