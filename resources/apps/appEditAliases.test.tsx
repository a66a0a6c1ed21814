import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const NO_PERMISSION = 'No tiene permiso para acceder a esta sección.';

describe("the spec's app edit URLs", () => {
  it.each(['/appmanagement/edit', '/appmanagement/update'])(
    '%s opens to a reader of apps, saying it creates or edits and leading to the list',
    async (route) => {
      const { location } = await renderConsole({ as: 'readonly', route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Aplicación: crear o editar' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute('href', '/appmanagement');
      expect(location()?.pathname).toBe(route);
      expect(screen.queryByText(NO_PERMISSION)).not.toBeInTheDocument();
    },
  );

  it('still refuses a user who may not read apps', async () => {
    const { location } = await renderConsole({ as: 'noperm', route: '/appmanagement/edit' });
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });
});
