import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'ra-core';
import type { SubsidyMethods } from '../../../dataProviders/reference/subsidyMethods';
import { messageKeyOf } from '../../../dataProviders/responseErrors';
import type { SubsidyImportPlan } from '../importPlan';

/** One refused entry of the file (position from 0; none for the file as a whole) and why. */
export interface ImportProblem {
  position: number | null;
  field: string | null;
  message: string;
}

export type ImportState =
  | { step: 'choose' }
  | { step: 'checking'; fileName: string }
  | { step: 'refused'; fileName: string; problems: ImportProblem[] }
  | { step: 'preview' | 'saving'; fileName: string; entries: unknown; plan: SubsidyImportPlan };

/** The service's `Errors` (`<position>.<field>`, `<position>` or `root`) as problems in file order. */
export const problemsOf = (errors: Record<string, string>): ImportProblem[] =>
  Object.entries(errors)
    .map(([path, code]) => {
      const [position, ...field] = path.split('.');
      return {
        position: /^\d+$/.test(position) ? Number(position) : null,
        field: field.length ? field.join('.') : null,
        message: messageKeyOf(code),
      };
    })
    .sort((a, b) => (a.position ?? -1) - (b.position ?? -1));

const refusalOf = (error: unknown): ImportProblem[] | null => {
  const errors = error instanceof HttpError ? (error.body as { Errors?: Record<string, string> })?.Errors : undefined;
  return errors ? problemsOf(errors) : null;
};

/**
 * Reads a chosen JSON file, asks the service what it would add and change (nothing saved), and
 * saves it on confirmation; a file with a bad entry goes no further than its problems.
 */
export const useSubsidyImport = (onDone: () => void) => {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & SubsidyMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [state, setState] = useState<ImportState>({ step: 'choose' });

  const failed = (fileName: string, error: unknown) => {
    const problems = refusalOf(error);
    if (problems) return setState({ step: 'refused', fileName, problems });
    setState({ step: 'choose' });
    notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'error' });
  };

  const choose = async (file: File) => {
    setState({ step: 'checking', fileName: file.name });
    let entries: unknown;
    try {
      entries = JSON.parse(await file.text());
    } catch {
      const problem = { position: null, field: null, message: 'reference.subsidies.import.notJson' };
      return setState({ step: 'refused', fileName: file.name, problems: [problem] });
    }
    try {
      const { data } = await dataProvider.importSubsidies({ entries, dryRun: true });
      setState({ step: 'preview', fileName: file.name, entries, plan: data });
    } catch (error) {
      failed(file.name, error);
    }
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    setState({ ...state, step: 'saving' });
    try {
      const { data } = await dataProvider.importSubsidies({
        entries: state.entries,
        dryRun: false,
      });
      notify('reference.subsidies.import.saved', {
        type: 'success',
        messageArgs: { added: data.added.length, changed: data.changed.length },
      });
      refresh();
      onDone();
    } catch (error) {
      failed(state.fileName, error);
    }
  };

  return { state, choose, confirm, restart: () => setState({ step: 'choose' }) };
};
