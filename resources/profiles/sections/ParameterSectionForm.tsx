import { Box, Typography } from '@mui/material';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { Loading, SaveButton, Toolbar } from 'ra-ui-materialui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ProfileParametersDataProvider } from '../../../dataProviders/profiles/parametersMethods';
import { formGrid } from '../../views/SchemaForm';
import { parametersOf } from '../parameters/catalogue';
import type { ParameterSection, ParameterValues, ProfileParameters } from '../parameters/types';
import { useParametersSaved, useProfileParameters } from '../edit/useProfileParameters';
import { HostCards } from './HostCards';
import { HostProposals } from './HostProposals';
import { ParameterInput } from './ParameterInput';
import { sectionResolver } from './sectionResolver';
import { serverIssues } from './serverIssues';

interface Props {
  profileId: number;
  section: ParameterSection;
}

/** What the form starts from: the tab's stored values, secrets blank (they are never read back). */
const formRecord = (parameters: ProfileParameters, section: ParameterSection) =>
  Object.fromEntries(
    parametersOf(section).map(({ name, type }) => [
      name,
      parameters.values[name] ?? (type.kind === 'boolean' ? false : null),
    ]),
  );

/** The secrets already stored count as present for the checks, without their values. */
const knownValues = (parameters: ProfileParameters): ParameterValues => ({
  ...parameters.values,
  ...Object.fromEntries(parameters.secretsSet.map((name) => [name, ''])),
});

const SectionFields = ({ section, parameters }: { section: ParameterSection; parameters: ProfileParameters }) => {
  const translate = useTranslate();
  if (section === 'hosts') return <HostCards />;
  return (
    <Box sx={formGrid}>
      {parametersOf(section).map((definition) => (
        <ParameterInput
          key={definition.name}
          definition={definition}
          label={translate(`profileParameters.names.${definition.name}`)}
          secretSet={parameters.secretsSet.includes(definition.name)}
        />
      ))}
    </Box>
  );
};

/**
 * One parameter set of a profile: its own form, its own checks, its own 'Guardar'. Host settings
 * are proposed instead, for another user to approve (four eyes).
 */
export const ParameterSectionForm = ({ profileId, section }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ProfileParametersDataProvider>();
  const { data: parameters } = useProfileParameters(profileId);
  const saved = useParametersSaved(profileId);
  const queryClient = useQueryClient();
  // Bumped once a hosts change is proposed: the form goes back to the values in force.
  const [proposals, setProposals] = useState(0);
  const hosts = section === 'hosts';
  const resolver = useMemo(
    () => (parameters ? sectionResolver(section, knownValues(parameters)) : undefined),
    [parameters, section],
  );
  const record = useMemo(() => (parameters ? formRecord(parameters, section) : undefined), [parameters, section]);
  if (!parameters || !record) return <Loading />;
  const submit = async (values: FieldValues) => {
    try {
      if (hosts) {
        await dataProvider.proposeHostChange({ id: profileId, values: values as ParameterValues });
        notify('profileParameters.hostsProposed', { type: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['profilesEmv', 'proposals'] });
        setProposals((count) => count + 1);
        return;
      }
      const { data } = await dataProvider.saveProfileSection({
        id: profileId,
        section,
        values: values as ParameterValues,
      });
      saved(data);
      notify('profileParameters.saved', { type: 'success' });
    } catch (error) {
      const issues = serverIssues(error);
      if (issues) return issues;
      throw error;
    }
  };
  // A save remounts the form on the saved values: no longer dirty, leaving the tab does not warn.
  return (
    <Form
      key={`${section}:${proposals}:${JSON.stringify(record)}`}
      record={record}
      resolver={resolver}
      onSubmit={submit}
      warnWhenUnsavedChanges
    >
      <Box className={`parameter-section parameter-section-${section}`} sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`profileParameters.help.${section}`)}
        </Typography>
        <SectionFields section={section} parameters={parameters} />
      </Box>
      <Toolbar>
        <SaveButton alwaysEnable label={hosts ? 'profileParameters.proposeHosts' : undefined} />
      </Toolbar>
      {hosts && <HostProposals profileId={profileId} />}
    </Form>
  );
};
