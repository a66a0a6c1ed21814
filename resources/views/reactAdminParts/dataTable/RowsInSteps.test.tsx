import { act, render, screen } from '@testing-library/react';
import { DataTableDataContext, useDataTableDataContext } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { RowsInSteps } from './RowsInSteps';

const Rows = () => <p>{(useDataTableDataContext() ?? []).map((row) => row.id).join(',')}</p>;
const page = (ids: number[]) => ids.map((id) => ({ id }));

describe('RowsInSteps', () => {
  it('draws five rows, then five more each render, until the page is drawn; a new page starts again', async () => {
    const first = page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const seen: string[] = [];
    const Watch = () => {
      const ids = (useDataTableDataContext() ?? []).map((row) => row.id).join(',');
      if (seen.at(-1) !== ids) seen.push(ids);
      return null;
    };
    const { rerender } = render(
      <DataTableDataContext.Provider value={first}>
        <RowsInSteps>
          <Watch />
          <Rows />
        </RowsInSteps>
      </DataTableDataContext.Provider>,
    );
    expect(seen).toEqual(['1,2,3,4,5', '1,2,3,4,5,6,7,8,9,10', '1,2,3,4,5,6,7,8,9,10,11,12']);
    expect(screen.getByText('1,2,3,4,5,6,7,8,9,10,11,12')).toBeInTheDocument();

    const second = page([21, 22, 23, 24, 25, 26]);
    await act(async () =>
      rerender(
        <DataTableDataContext.Provider value={second}>
          <RowsInSteps>
            <Watch />
            <Rows />
          </RowsInSteps>
        </DataTableDataContext.Provider>,
      ),
    );
    expect(seen.slice(3)).toEqual(['21,22,23,24,25', '21,22,23,24,25,26']);
  });
});
