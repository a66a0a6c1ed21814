import { required, useGetList } from 'ra-core';
import { SelectInput } from 'ra-ui-materialui';
import { useWatch } from 'react-hook-form';
import { appVersions } from '../../../appVersions/schema';

/** Disabled versions cannot be installed (spec section 4), so they are not offered. */
const INSTALLABLE_STATES = ['NOT_DEFINED', 'PILOT', 'ACTIVE'];

/**
 * The installable versions of the app chosen in the same form, newest first. An app without
 * any says so instead of offering an empty list; the form still refuses to send without one
 * (a disabled field would skip its validation).
 */
export const InstallVersionInput = () => {
  const appId: unknown = useWatch({ name: 'appId' });
  const chosen = appId != null && appId !== '';
  const { data: versions = [], isPending } = useGetList(
    appVersions.resource,
    {
      filter: { appId, state: INSTALLABLE_STATES },
      sort: { field: 'versionCode', order: 'DESC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: chosen },
  );
  const none = chosen && !isPending && versions.length === 0;
  const helperText = !chosen
    ? 'terminalDetail.install.chooseAppFirst'
    : none
      ? 'terminalDetail.install.noVersion'
      : 'terminalDetail.install.versionHelp';
  return (
    <SelectInput
      source="appVersionId"
      label="terminalDetail.install.version"
      choices={versions}
      isPending={chosen && isPending}
      optionText="versionName"
      validate={required('terminalDetail.install.versionRequired')}
      disabled={!chosen}
      helperText={helperText}
      FormHelperTextProps={{ error: none }}
      fullWidth
    />
  );
};
