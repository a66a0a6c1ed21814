import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshWorld, renderConsole } from '../../src/testing/renderConsole';

type Row = { id: number; entityId?: number; userName?: string; name?: string };
const world = freshWorld();
const ofOperator = (rows: unknown) => (rows as Row[]).find((row) => row.entityId === 9) as Row;
const user = ofOperator(world.users);
const app = ofOperator(world.apps);

/** Item 9: /users/:userId and /appmanagement/edit and /update need only the read permission. */
describe('edit pages the spec opens to readers', () => {
  it('shows a read-only user a user record read-only: no inputs, no save button, no bounce', async () => {
    const { location } = await renderConsole({ as: 'readonly', route: `/users/${user.id}` });
    expect(await screen.findByText(String(user.userName), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(location()?.pathname).toBe(`/users/${user.id}`);
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('No tiene permiso para acceder a esta sección.')).not.toBeInTheDocument();
  });

  it.each(['edit', 'update'])('opens /appmanagement/%s?id= read-only to a reader', async (page) => {
    const { location } = await renderConsole({ as: 'readonly', route: `/appmanagement/${page}?id=${app.id}` });
    expect((await screen.findAllByText(String(app.name), {}, { timeout: 8000 }))[0]).toBeInTheDocument();
    expect(location()?.pathname).toBe(`/appmanagement/${app.id}`);
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets a user with write permission change the user record there', async () => {
    const { user: driver, dataProvider } = await renderConsole({ as: 'admin', route: `/users/${user.id}` });
    const firstName = await screen.findByLabelText(/^Nombre\s*\*?$/, {}, { timeout: 8000 });
    await driver.clear(firstName);
    await driver.type(firstName, 'Renombrada');
    await driver.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(async () =>
      expect((await dataProvider.getOne('users', { id: user.id })).data.firstName).toBe('Renombrada'),
    );
  });
});
