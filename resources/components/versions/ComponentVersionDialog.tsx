import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, useCreate, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { SaveButton, TextInput } from 'ra-ui-materialui';
import { useState } from 'react';
import { componentVersions } from '../../componentVersions/schema';
import { NOT_FIRMWARE, suitsComponentType } from '../firmware';
import { FileDropZone } from '../../core/upload/FileDropZone';
import type { UploadedFile } from '../../core/upload/uploadedFile';
import { FieldInput } from '../../views/FieldInput';
import { fieldLabel } from '../../views/labels';

interface Props {
  component: RaRecord;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * A new version of a component from an uploaded binary: the service reads its name and code;
 * a component with a package name takes only binaries of that package. The allowed terminals
 * narrow who may get it.
 */
export const ComponentVersionDialog = ({ component, onClose, onCreated }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const [binary, setBinary] = useState<UploadedFile | null>(null);
  const expected = component.packageName ? String(component.packageName) : null;
  const ofPackage = binary !== null && (expected === null || binary.packageName === expected);
  const suits = binary !== null && suitsComponentType(component.type, binary);
  const matches = ofPackage && suits;
  const submit = (values: Record<string, unknown>) =>
    create(
      componentVersions.resource,
      { data: { ...values, componentId: component.id, binaryFileId: binary?.id } },
      {
        onSuccess: () => {
          notify('catalog.components.created', { type: 'success' });
          onCreated();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="component-version-title">
      <Form record={{ allowedTerminalIds: [] }} onSubmit={submit}>
        <DialogTitle id="component-version-title">
          {translate('catalog.components.addVersion')} · {String(component.name)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <FileDropZone kind="apk" label={translate('catalog.components.binary')} onUploaded={setBinary} />
            {binary && !ofPackage && (
              <Alert severity="error" role="alert">
                {translate('catalog.components.mismatch', { packageName: binary.packageName ?? '', expected })}
              </Alert>
            )}
            {binary && ofPackage && !suits && (
              <Alert severity="error" role="alert">
                {translate(NOT_FIRMWARE)}
              </Alert>
            )}
            {binary && matches && (
              <Alert severity="success" className="component-binary">
                {translate('catalog.components.read', {
                  packageName: binary.packageName ?? '',
                  versionName: binary.versionName ?? '',
                  versionCode: binary.versionCode ?? '',
                })}
              </Alert>
            )}
            <FieldInput
              resource={componentVersions.resource}
              path="allowedTerminalIds"
              field={componentVersions.fields.allowedTerminalIds}
            />
            <Typography variant="caption" color="text.secondary">
              {translate('catalog.components.allowedHelp')}
            </Typography>
            <TextInput source="note" label={translate(fieldLabel(componentVersions.resource, 'note'))} multiline />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="ra.action.create" disabled={!matches || isPending} alwaysEnable={matches && !isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
