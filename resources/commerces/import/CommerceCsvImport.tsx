import { useDataProvider } from 'ra-core';
import { useCallback } from 'react';
import type { CommerceDataProvider } from '../../../dataProviders/commerces/commerceMethods';
import { CsvImport } from '../../csvImport/CsvImport';
import type { ImportBatch } from '../../csvImport/importTypes';
import { commerces } from '../schema';
import { commerceCsvFormat } from './commerceCsvFormat';

/** Commerce onboarding from a CSV file, through the shared CSV import. */
export const CommerceCsvImport = () => {
  const dataProvider = useDataProvider<CommerceDataProvider>();
  const send = useCallback(
    async (batch: ImportBatch) => (await dataProvider.importCommerces({ batch })).data,
    [dataProvider],
  );
  return (
    <CsvImport format={commerceCsvFormat} texts="commerceImport" send={send} listPath={`/${commerces.resource}`} />
  );
};
