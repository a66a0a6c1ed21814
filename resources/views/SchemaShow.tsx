import type { ReactNode } from 'react';
import { Labeled, Show, SimpleShowLayout, TopToolbar, EditButton, ListButton } from 'ra-ui-materialui';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { FieldMap } from '../core/fields';
import type { ResourceSchema } from '../core/resourceSchema';
import { FieldDisplay } from './FieldDisplay';
import { useEntityAbilities } from '../../authProvider/useEntityAbilities';
import { entityFieldLabel, groupLabel } from './labels';
import { fieldGridSx } from './reactAdminParts/fieldGridSx';

interface Props {
  schema: ResourceSchema;
  /** Buttons of the resource's own beside list and edit (a bundle's download). */
  extraActions?: ReactNode;
}

const ShowFields = ({ resource, fields, prefix }: { resource: string; fields: FieldMap; prefix?: string }) => {
  const translate = useTranslate();
  const abilities = useEntityAbilities();
  return (
    <>
      {Object.entries(fields).map(([name, field]) => {
        const path = prefix ? `${prefix}.${name}` : name;
        if (field.kind === 'group') {
          return (
            <Box key={path} sx={{ gridColumn: '1 / -1' }}>
              <Typography variant="subtitle2" sx={{ mt: 1, mb: 0.5 }}>
                {translate(groupLabel(resource, path))}
              </Typography>
              <Box sx={fieldGridSx}>
                <ShowFields resource={resource} fields={field.fields} prefix={path} />
              </Box>
            </Box>
          );
        }
        return (
          <Labeled
            key={path}
            sx={field.kind === 'groupArray' ? { gridColumn: '1 / -1' } : undefined}
            label={
              field.kind === 'groupArray'
                ? groupLabel(resource, path)
                : entityFieldLabel(resource, path, field, abilities)
            }
          >
            <FieldDisplay resource={resource} path={path} field={field} />
          </Labeled>
        );
      })}
    </>
  );
};

interface ShowProps extends Props {
  /** Buttons of the resource's own before the list and edit buttons (an Artemis report's download). */
  actions?: ReactNode;
  className?: string;
}

const ShowActions = ({ schema, actions, extraActions }: ShowProps) => (
  <TopToolbar>
    {actions}
    <ListButton />
    {schema.operations.edit && <EditButton />}
    {extraActions}
  </TopToolbar>
);

/** The read-only page of a record: every declared field, grouped as declared. */
const SchemaShow = ({ schema, actions, extraActions, className }: ShowProps) => (
  <Show className={className} actions={<ShowActions schema={schema} actions={actions} extraActions={extraActions} />}>
    <SimpleShowLayout>
      <Box sx={fieldGridSx}>
        <ShowFields resource={schema.resource} fields={schema.fields} />
      </Box>
    </SimpleShowLayout>
  </Show>
);

export default SchemaShow;
