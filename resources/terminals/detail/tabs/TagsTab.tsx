import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { FieldDisplay } from '../../../views/FieldDisplay';
import { terminals } from '../../schema';
import { CommandButton } from '../actions/CommandButton';
import { Section } from './Section';

/** The terminal's tags (at most five) and their assignment. */
export const TagsTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const count = Array.isArray(record?.tagIds) ? record.tagIds.length : 0;
  return (
    <Section title="resources.Terminal.fields.tagIds" actions={<CommandButton command="ASSIGN_TAGS" />}>
      {count === 0 ? (
        <Typography color="text.secondary">{translate('terminalDetail.tags.none')}</Typography>
      ) : (
        <FieldDisplay resource={terminals.resource} path="tagIds" field={terminals.fields.tagIds} />
      )}
      <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 1 }}>
        {translate('terminalDetail.tags.count', { count, max: 5 })}
      </Typography>
    </Section>
  );
};
