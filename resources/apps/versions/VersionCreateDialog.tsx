import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Form, useCreate, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { Confirm, SaveButton, SelectInput, TextInput } from 'ra-ui-materialui';
import { useState } from 'react';
import { isLowerThanExisting } from '../../appVersions/rules';
import { FileDropZone } from '../../core/upload/FileDropZone';
import type { UploadedFile } from '../../core/upload/uploadedFile';
import { fieldLabel, enumChoices } from '../../views/labels';
import { PilotInputs } from './PilotInputs';
import { UploadedApkSummary } from './UploadedApkSummary';

interface Props {
  app: RaRecord;
  versions: readonly RaRecord[];
  onClose: () => void;
  onCreated: () => void;
}

type Values = { state: string; note?: string; keepPilotTerminals?: boolean; authorizedTerminalIds?: number[] };

const initialStates = ['NOT_DEFINED', 'PILOT', 'ACTIVE'] as const;

/**
 * A new version from an uploaded APK: its package must be the app's, its name and code come from
 * the file. A code lower than an existing one asks first; a new pilot ends the current one, whose
 * terminals it may keep.
 */
export const VersionCreateDialog = ({ app, versions, onClose, onCreated }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [apk, setApk] = useState<UploadedFile | null>(null);
  const [pending, setPending] = useState<Values | null>(null);
  const pilot = versions.find((version) => version.state === 'PILOT');
  const highest = Math.max(0, ...versions.map((version) => Number(version.versionCode)));
  const matches = apk?.packageName === app.packageName;
  const send = (values: Values, confirmLowerCode: boolean) =>
    create(
      'appVersions',
      { data: { ...values, appId: app.id, binaryFileId: apk?.id, confirmLowerCode } },
      {
        onSuccess: () => {
          notify('market.versions.created', { type: 'success' });
          onCreated();
        },
      },
    );
  const submit = (values: Record<string, unknown>) => {
    const chosen = values as Values;
    const summaries = versions.map((version) => ({
      id: Number(version.id),
      versionCode: Number(version.versionCode),
      state: String(version.state),
    }));
    if (apk?.versionCode !== undefined && isLowerThanExisting(summaries, apk.versionCode)) return setPending(chosen);
    void send(chosen, false);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="version-create-title">
      <Form record={{ state: 'NOT_DEFINED', keepPilotTerminals: false }} onSubmit={submit}>
        <DialogTitle id="version-create-title">
          {translate('market.versions.createTitle', { app: String(app.name) })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <FileDropZone kind="apk" label={translate(fieldLabel('appVersions', 'binaryFileId'))} onUploaded={setApk} />
            {apk && <UploadedApkSummary apk={apk} expected={String(app.packageName)} />}
            <SelectInput
              source="state"
              label={translate('market.versions.state')}
              choices={enumChoices('appVersions', 'state', initialStates)}
            />
            <PilotInputs pilot={pilot} />
            <TextInput source="note" label={translate(fieldLabel('appVersions', 'note'))} multiline />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton
            label="market.versions.create"
            disabled={!matches || isPending}
            alwaysEnable={matches && !isPending}
          />
        </DialogActions>
      </Form>
      <Confirm
        isOpen={pending !== null}
        title={translate('market.versions.lowerCode.title')}
        content={translate('market.versions.lowerCode.content', { code: apk?.versionCode ?? '', highest })}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending) void send(pending, true);
          setPending(null);
        }}
      />
    </Dialog>
  );
};
