import { useMemo } from 'react';
import { SimpleForm } from 'ra-ui-materialui';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ResourceSchema } from '../core/resourceSchema';
import type { ValidationMode } from '../core/validation';
import { FieldInput } from './FieldInput';
import { ShownWhen } from './ShownWhen';
import { schemaResolver, withFormCheck, type FormCheck } from './schemaResolver';
import { SaveDeleteToolbar } from './SaveDeleteToolbar';

interface Props {
  schema: ResourceSchema;
}

/** A titled part of a long form, its fields in the order listed; fields no part lists follow in a last grid. */
export interface FormSection {
  /** A message key. */
  title: string;
  fields: readonly string[];
}

interface FormProps extends Props {
  mode: ValidationMode;
  /** Titled parts of the form (a campaign's); by default every field in one grid. */
  sections?: readonly FormSection[];
  /** Values a new record starts with beyond the declared defaults (a campaign's first section). */
  defaultValues?: Record<string, unknown>;
  /** A rule beyond the schema, checked once the schema passes (schemaResolver.ts). */
  check?: FormCheck;
}

/** Inputs flow in as many columns as fit; grouped inputs take a whole row. */
export const formGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  columnGap: 2,
  width: '100%',
  '& > fieldset, & .full-row': { gridColumn: '1 / -1' },
} as const;

/**
 * The create and edit form of a resource: one input per writable field, validated by the same
 * zod schema the sandbox applies, warning before unsaved changes are lost.
 */
export const SchemaForm = ({ schema, mode, check, sections, defaultValues }: FormProps) => {
  const translate = useTranslate();
  const resolver = useMemo(() => withFormCheck(schemaResolver(schema, mode), check), [schema, mode, check]);
  const writable = Object.entries(schema.fields).filter(([, field]) => !field.readOnly);
  const inputsOf = (names: readonly string[]) =>
    names.flatMap((name) => {
      const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
      return field && !field.readOnly
        ? [
            field.shownWhen ? (
              <ShownWhen key={name} path={name} field={field}>
                <FieldInput resource={schema.resource} path={name} field={field} mode={mode} />
              </ShownWhen>
            ) : (
              <FieldInput key={name} resource={schema.resource} path={name} field={field} mode={mode} />
            ),
          ]
        : [];
    });
  const listed = new Set(sections?.flatMap((section) => section.fields));
  const rest = writable.map(([name]) => name).filter((name) => !listed.has(name));
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges
      toolbar={<SaveDeleteToolbar canDelete={Boolean(schema.operations.delete)} />}
      defaultValues={defaultValues}
    >
      {sections?.map((section) => (
        <Box
          key={section.title}
          component="section"
          aria-label={translate(section.title)}
          sx={{ width: '100%', mb: 1 }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(section.title)}
          </Typography>
          <Box sx={formGrid}>{inputsOf(section.fields)}</Box>
        </Box>
      ))}
      {rest.length > 0 && <Box sx={formGrid}>{inputsOf(rest)}</Box>}
    </SimpleForm>
  );
};
