import type { ReactElement, ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, Resource, TestMemoryRouter, type Store } from 'ra-core';
import fakeRestDataProvider from 'ra-data-fakerest';
import { AdminContext, FilterButton, SearchInput, TopToolbar } from 'ra-ui-materialui';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../../i18n/i18nProvider';
import { loadMessages } from '../../../../src/messages';
import { StylesOffDocument } from '../../../../src/testing/StylesOffDocument';
import { ConsoleList } from './ConsoleList';
import { ListChromeToolbar } from './ListChromeToolbar';
import { listChrome } from './listChrome';
import { listToolbarHeightKey, toolbarHeights } from './toolbarHeight';
import { WhenFirstSelected } from './WhenFirstSelected';
import { ColumnsChooserButton } from '../dataTable/ColumnsChooserButton';
import { ConsoleDataTable } from '../dataTable/ConsoleDataTable';

const posts = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Post ${index + 1}`,
  tag: index === 16 ? 'urgent' : 'plain',
}));

const PostsChrome = () => (
  <ListChromeToolbar
    filters={[<SearchInput key="q" source="q" alwaysOn />]}
    actions={
      <TopToolbar>
        <FilterButton />
        <ColumnsChooserButton />
      </TopToolbar>
    }
  />
);

/** A chrome whose chunk arrives when the test says so. */
const deferredChrome = () => {
  let arrive = () => {};
  const loaded = new Promise<{ default: typeof PostsChrome }>((resolve) => {
    arrive = () => resolve({ default: PostsChrome });
  });
  return { Toolbar: listChrome(() => loaded), arrive };
};

const renderList = async (
  list: ReactNode,
  { data = posts, store = memoryStore() }: { data?: object[]; store?: Store } = {},
) => {
  const i18nProvider = await createI18nProvider('es', loadMessages);
  const user = userEvent.setup();
  render(
    <StylesOffDocument>
      <TestMemoryRouter initialEntries={['/posts']}>
        <AdminContext dataProvider={fakeRestDataProvider({ posts: data })} i18nProvider={i18nProvider} store={store}>
          <Resource name="posts" list={() => list} />
        </AdminContext>
      </TestMemoryRouter>
    </StylesOffDocument>,
  );
  return user;
};

const table = (children: ReactNode = null) => (
  <ConsoleDataTable bulkActionButtons={children}>
    <ConsoleDataTable.Col source="title" />
  </ConsoleDataTable>
);

/** The list with a column the chooser can hide, under `toolbar`. */
const listWithTags = (toolbar: ReactElement) => (
  <ConsoleList toolbar={toolbar}>
    <ConsoleDataTable>
      <ConsoleDataTable.Col source="title" />
      <ConsoleDataTable.Col source="tag" />
    </ConsoleDataTable>
  </ConsoleList>
);

describe('ConsoleList', () => {
  it('shows the rows with the toolbar’s place kept, then the toolbar and pagination, whose search filters the rows', async () => {
    const { Toolbar, arrive } = deferredChrome();
    // jsdom's window is 1024 pixels wide: the theme's `md`.
    const store = memoryStore({ [listToolbarHeightKey('posts', 'md')]: 104 });
    const user = await renderList(<ConsoleList toolbar={<Toolbar />}>{table()}</ConsoleList>, { store });

    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    const main = document.querySelector('.RaList-main') as HTMLElement;
    expect((main.firstElementChild as HTMLElement).style.minHeight).toBe('104px');
    expect(main.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByPlaceholderText('Buscar')).not.toBeInTheDocument();

    arrive();
    const search = await screen.findByPlaceholderText('Buscar');
    expect(main.querySelector(':scope > .RaList-actions')).toContainElement(search);
    expect(screen.getByRole('button', { name: 'Columnas' })).toBeInTheDocument();
    expect(await screen.findByText('1-10 de 30')).toBeInTheDocument();

    await user.click(search);
    await user.paste('urgent');
    expect(await screen.findByText('1-1 de 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Post 17')).toBeInTheDocument();
    expect(screen.queryByText('Post 1')).not.toBeInTheDocument();
  });

  it('keeps the place a toolbar of its kind takes when this browser never measured it', async () => {
    const { Toolbar } = deferredChrome();
    await renderList(<ConsoleList toolbar={<Toolbar />}>{table()}</ConsoleList>);
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    const placeholder = document.querySelector('.RaList-main')?.firstElementChild as HTMLElement;
    expect(placeholder.style.minHeight).toBe(`${toolbarHeights.search.md}px`);
  });

  it('shows react-admin’s empty page when there is no record at all', async () => {
    const { Toolbar } = deferredChrome();
    await renderList(<ConsoleList toolbar={<Toolbar />}>{table()}</ConsoleList>, { data: [] });
    expect(await screen.findByText('Aún no hay Posts.')).toBeInTheDocument();
    expect(document.querySelector('.RaList-main')).not.toBeInTheDocument();
  });

  it('mounts the bulk actions on the first selection, and keeps them', async () => {
    const { Toolbar } = deferredChrome();
    const bulk = (
      <WhenFirstSelected>
        <button type="button">Archivar</button>
      </WhenFirstSelected>
    );
    const user = await renderList(<ConsoleList toolbar={<Toolbar />}>{table(bulk)}</ConsoleList>);
    const row = (await screen.findByText('Post 2')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Archivar', hidden: true })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Archivar' })).toBeInTheDocument();
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Archivar', hidden: true })).toBeInTheDocument();
  });

  it('lists the columns in the chooser from a toolbar that came after the rows, and hides one', async () => {
    const { Toolbar, arrive } = deferredChrome();
    const user = await renderList(listWithTags(<Toolbar />));
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getAllByText('plain').length).toBeGreaterThan(0);
    arrive();
    await user.click(await screen.findByRole('button', { name: 'Columnas' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Tag'));
    await vi.waitFor(() => expect(screen.queryByText('plain')).not.toBeInTheDocument());
    expect(screen.getByText('Post 1')).toBeInTheDocument();
  });

  it('mounts the chooser and its entries once a user points at the Columns button, before it opens', async () => {
    const user = await renderList(listWithTags(<PostsChrome />));
    const button = await screen.findByRole('button', { name: 'Columnas' });
    // Nothing of the chooser comes with the list: not its closed popover, nor its entries.
    const chooserContainer = () => document.getElementById('posts.datatable-columnsSelector');
    expect(chooserContainer()).toBeNull();
    await user.hover(button);
    await vi.waitFor(() => expect(chooserContainer()).not.toBeNull());
    expect(await within(chooserContainer() as HTMLElement).findByText('Tag')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
