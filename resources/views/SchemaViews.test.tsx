import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

describe('schema-driven views', () => {
  it('lists the models of the world with their translated columns and brand names', async () => {
    await renderConsole({ route: '/model' });
    expect(await screen.findByText('A920 Pro')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Tipo de dispositivo/ })).toBeInTheDocument();
    const row = screen.getByText('A920 Pro').closest('tr') as HTMLElement;
    expect(await within(row).findByText('PAX')).toBeInTheDocument();
    expect(within(row).getByText('TPV inteligente')).toBeInTheDocument();
    // The brand's name, from the names of the page, links to the brand's page.
    expect(within(row).getByRole('link', { name: 'PAX' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/brand\/\d+\/show$/),
    );
  });

  it('draws an e-mail address as a link and a yes or no as a named icon, as react-admin’s fields do', async () => {
    await renderConsole({ route: '/partner' });
    const [email] = await screen.findAllByRole('link', { name: /@/ }, { timeout: 10_000 });
    expect(email).toHaveAttribute('href', `mailto:${email.textContent}`);
    const row = email.closest('tr') as HTMLElement;
    const answer = within(row).getByLabelText(/^(Sí|No)$/);
    expect(answer.getAttribute('data-testid')).toBe(answer.getAttribute('aria-label') === 'Sí' ? 'true' : 'false');
  });

  it('names the selection checkboxes and the photos of the list after their model', async () => {
    const { user } = await renderConsole({ route: '/model' });
    const row = (await screen.findByText('A920 Pro', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'A920 Pro' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    expect(within(row).getByRole('checkbox', { name: 'Seleccionar A920 Pro' })).toBeChecked();
  });

  it("brings the selection's export and deletion with the first selection", async () => {
    const { user } = await renderConsole({ route: '/model' });
    await screen.findByText('A920 Pro', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todo' }));
    expect(await screen.findByRole('button', { name: 'Eliminar' }, { timeout: 10_000 })).toBeInTheDocument();
    // The list's own export and the selection's.
    expect(screen.getAllByRole('button', { name: 'Exportar' })).toHaveLength(2);
  });

  it('refuses a form without its required values, with translated messages, and stores nothing', async () => {
    const { user, world, dataProvider, location } = await renderConsole({ route: '/model/create' });
    await user.type(await screen.findByLabelText(/Resolución de pantalla/), '720x1280');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText(/obligatorio/)).toHaveLength(3);
    const { total } = await dataProvider.getList('model', {
      filter: {},
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(total).toBe(world.models.length);
    expect(location()?.pathname).toBe('/model/create');
  });

  it('shows the pattern code message for a malformed value', async () => {
    const { user } = await renderConsole({ route: '/model/create' });
    await user.type(await screen.findByLabelText(/Resolución de pantalla/), '1280 por 720');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Introduzca una resolución válida/)).toBeInTheDocument();
  });

  it('creates a record and opens it', async () => {
    const { user, dataProvider, location } = await renderConsole({ route: '/brand/create' });
    await user.type(await screen.findByLabelText(/Nombre/), 'Urovo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(location()?.pathname).toMatch(/^\/brand\/\d+$/));
    const id = Number(location()?.pathname.split('/').pop());
    const { data } = await dataProvider.getOne('brand', { id });
    expect(data.name).toBe('Urovo');
  });

  it('puts a uniqueness refusal of the server on its field, keeping what was typed', async () => {
    const { user, location } = await renderConsole({ route: '/brand/create' });
    await user.type(await screen.findByLabelText(/Nombre/), 'PAX');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const input = await screen.findByLabelText(/Nombre/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveValue('PAX');
    expect(location()?.pathname).toBe('/brand/create');
  });
});
