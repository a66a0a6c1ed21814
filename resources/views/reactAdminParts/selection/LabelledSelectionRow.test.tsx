import { render, screen } from '@testing-library/react';
import { Resource, TestMemoryRouter, useRecordContext, type Identifier } from 'ra-core';
import fakeRestDataProvider from 'ra-data-fakerest';
import { AdminContext, List } from 'ra-ui-materialui';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../../i18n/i18nProvider';
import { loadMessages } from '../../../../src/messages';
import { StylesOffDocument } from '../../../../src/testing/StylesOffDocument';
import { ConsoleDataTable } from '../dataTable/ConsoleDataTable';
import { labelledSelection } from './labelledSelection';

const checkboxRenders = vi.hoisted(() => new Map<Identifier, number>());

vi.mock('./SelectRowCell', async (importOriginal) => {
  const { SelectRowCell } = await importOriginal<typeof import('./SelectRowCell')>();
  const CountedSelectRowCell = () => {
    const id = useRecordContext()?.id;
    if (id !== undefined) checkboxRenders.set(id, (checkboxRenders.get(id) ?? 0) + 1);
    return <SelectRowCell />;
  };
  return { SelectRowCell: CountedSelectRowCell };
});

const posts = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, title: `Post ${index + 1}` }));

describe('LabelledSelectionRow', () => {
  it('leaves the rows already drawn as they are while the rest of the page comes in steps', async () => {
    const i18nProvider = await createI18nProvider('es', loadMessages);
    const PostList = () => (
      <List>
        <ConsoleDataTable bulkActionButtons={<></>} {...labelledSelection}>
          <ConsoleDataTable.Col source="title" />
        </ConsoleDataTable>
      </List>
    );
    render(
      <StylesOffDocument>
        <TestMemoryRouter initialEntries={['/posts']}>
          <AdminContext dataProvider={fakeRestDataProvider({ posts })} i18nProvider={i18nProvider}>
            <Resource name="posts" list={PostList} />
          </AdminContext>
        </TestMemoryRouter>
      </StylesOffDocument>,
    );

    expect(await screen.findByRole('checkbox', { name: /Post 10/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Post 1\b/ })).toBeInTheDocument();
    // The first five rows were drawn a step before the last five: without the row's memo, each
    // step drew their checkboxes again.
    expect(checkboxRenders.size).toBe(10);
    expect(new Set(checkboxRenders.values()).size).toBe(1);
  });
});
