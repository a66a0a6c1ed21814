import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';
import type { CoverageView } from '../../../dataProviders/catalog/catalogMethods';

export const COVERAGE_PAGE = 10;

/** A page of a component version's installed or missing terminals, with the total. */
export const useCoverage = (versionId: number, view: CoverageView, page: number) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['componentCoverage', versionId, view, page],
    queryFn: () => dataProvider.componentCoverage({ versionId, view, page, perPage: COVERAGE_PAGE }),
  });
};
