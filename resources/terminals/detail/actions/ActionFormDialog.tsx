import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, HttpError } from 'ra-core';
import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ActionFormActions } from './ActionFormActions';

interface Props {
  title: string;
  submitLabel: string;
  defaultValues?: FieldValues;
  /** Sends the values; a refusal with field errors lands on those fields. */
  onSubmit: (values: FieldValues) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog holding an action's form. What was typed stays when the service refuses it, and its
 * field errors (TM-0003, AM-0032, ...) show under the fields, translated.
 */
export const ActionFormDialog = ({ title, submitLabel, defaultValues, onSubmit, onClose, children }: Props) => {
  const [titleId] = useState(() => `action-dialog-${Math.random().toString(36).slice(2)}`);
  const submit = async (values: FieldValues) => {
    try {
      await onSubmit(values);
      return undefined;
    } catch (error) {
      const errors: unknown = error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : null;
      // Other refusals were already shown by the error catalogue; the dialog stays, values intact.
      return errors && typeof errors === 'object' ? (errors as FieldValues) : undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <ActionFormActions submitLabel={submitLabel} onClose={onClose} />
      </Form>
    </Dialog>
  );
};
