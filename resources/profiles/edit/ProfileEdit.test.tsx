import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { World } from '../../../fixtures/world';
import { renderConsole } from '../../../src/testing/renderConsole';

// The first render loads the console's chunks: on two busy cores it has taken over 15 s.
const FIRST = { timeout: 30_000 };
const SLOW = 60_000;
const NEW_ID = 9001;

/** A profile of entity 9 with no parameters yet, as one just created. */
const withNewProfile = (world: World) => {
  world.profiles.push({ id: NEW_ID, entityId: 9, name: 'Perfil nuevo', description: null, status: 'INACTIVE' });
};

const typeIn = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const parameterFile = (parameters: Record<string, unknown>) =>
  new File(
    [JSON.stringify({ format: 'profile-parameters/1', profile: 'x', exportedAt: '', parameters })],
    'perfil.json',
    { type: 'application/json' },
  );

describe('profile edit', () => {
  it(
    'shows why a profile is inactive and keeps Guardar and .edit-page',
    async () => {
      const { container } = await renderConsole({ route: `/Profiles/${NEW_ID}`, prepare: withNewProfile });
      const banner = await screen.findByText('Perfil inactivo', {}, FIRST);
      expect(banner.closest('[role="status"]')).toHaveTextContent('Crédito · IP 1');
      expect(banner.closest('[role="status"]')).toHaveTextContent('Contraseña de administrador');
      expect(container.querySelector('.edit-page')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
      for (const name of ['Hosts', 'Lote y propinas', 'Impuestos', 'ECR y límites', 'Claves y contraseñas'])
        expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'refuses a tax percentage missing or with three decimals, then saves it',
    async () => {
      const { user, requests } = await renderConsole({
        route: `/Profiles/${NEW_ID}?tab=taxes`,
        prepare: withNewProfile,
      });
      await user.click(await screen.findByLabelText('ITBIS activado', {}, FIRST));
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Este campo es obligatorio.', {}, FIRST)).toBeInTheDocument();
      expect(requests).not.toContain('saveProfileSection');
      const percent = screen.getByLabelText('ITBIS (%)', { exact: false });
      typeIn(percent, '18.255');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Admite como máximo 2 decimales.', {}, FIRST)).toBeInTheDocument();
      typeIn(percent, '18');
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Parámetros guardados', {}, FIRST)).toBeInTheDocument();
      expect(requests).toContain('saveProfileSection');
    },
    SLOW,
  );

  it(
    'previews an imported file, refuses a bad one whole, and imports a good one',
    async () => {
      const { user, requests } = await renderConsole({
        route: `/Profiles/${NEW_ID}?tab=transfer`,
        prepare: withNewProfile,
      });
      const input = await screen.findByTestId('parameter-file', {}, FIRST);
      await user.upload(input, parameterFile({ ITBIS_ENABLED: true, ITBIS_PERCENT: 18, CREDIT_PORT_1: 0 }));
      const refusal = 'El archivo tiene valores no válidos: no se importará nada.';
      expect(await screen.findByText(refusal, {}, FIRST)).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /No válido Crédito · Puerto 1/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Importar cambios' })).toBeDisabled();
      await user.upload(input, parameterFile({ ITBIS_ENABLED: true, ITBIS_PERCENT: 18 }));
      await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument(), FIRST);
      const added = screen.getAllByRole('row').filter((row) => row.getAttribute('data-change') === 'added');
      expect(added.map((row) => row.getAttribute('data-name'))).toEqual(['ITBIS_ENABLED', 'ITBIS_PERCENT']);
      await user.click(screen.getByRole('button', { name: 'Importar cambios' }));
      expect(await screen.findByText('Parámetros importados', {}, FIRST)).toBeInTheDocument();
      expect(requests).toContain('importProfileParameters');
    },
    SLOW,
  );
});
