import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/testing/renderConsole';

const NO_PERMISSION = 'No tiene permiso para acceder a esta sección.';

describe("the spec's role URLs", () => {
  it('refuse /RolUpdate without a role to a reader, who may not write roles', async () => {
    const { location } = await renderConsole({ as: 'readonly', route: '/RolUpdate' });
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/dashboard'));
  });

  it("open /RolUpdate?id= on that role's edit page for an administrator", async () => {
    const { location } = await renderConsole({ as: 'admin', route: '/RolUpdate?id=1' });
    await waitFor(() => expect(location()?.pathname).toBe('/rol/1'));
    expect(await screen.findByRole('button', { name: 'Guardar' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
