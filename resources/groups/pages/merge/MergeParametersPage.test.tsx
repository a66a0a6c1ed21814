import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row, World } from '../../../../fixtures/world';
import { renderConsole } from '../../../../src/testing/renderConsole';

/** Two groups of entity 9 with one conflicting parameter and one each of their own. */
const twoGroups = (world: World) => {
  const [target, source] = world.groups.filter((group: Row) => group.entityId === 9);
  target.name = 'Grupo Norte';
  target.parameters = [
    { key: 'TIMEOUT', value: '30' },
    { key: 'TIP_MAX', value: '15' },
  ];
  source.name = 'Grupo Sur';
  source.parameters = [
    { key: 'TIMEOUT', value: '45' },
    { key: 'LOGO', value: 'sur.png' },
  ];
};

const pick = async (user: Awaited<ReturnType<typeof renderConsole>>['user'], label: string, name: string) => {
  await user.click(await screen.findByRole('combobox', { name: label }, { timeout: 40_000 }));
  await user.paste(name);
  await user.click(await screen.findByRole('option', { name }));
};

describe('merge parameters page (fakerest)', () => {
  it('shows the groups side by side, waits for the conflict choice, then saves the merge', async () => {
    const { user, world, dataProvider } = await renderConsole({ route: '/group/merge-parameters', prepare: twoGroups });
    await pick(user, 'Grupo destino', 'Grupo Norte');
    await pick(user, 'Grupos de origen', 'Grupo Sur');
    expect(await screen.findByText('1 conflicto por resolver.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Guardar fusión' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const row = screen.getByRole('row', { name: /TIMEOUT/ });
    expect(within(row).getByText('30')).toBeTruthy();
    expect(within(row).getByText('45')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Usar el valor de Grupo Sur para TIMEOUT' }));
    expect(await screen.findByText('0 conflictos por resolver.')).toBeTruthy();
    await user.click(save);
    expect(await screen.findByText('Parámetros fusionados en Grupo Norte.', {}, { timeout: 10_000 })).toBeTruthy();
    const target = world.groups.find((group: Row) => group.name === 'Grupo Norte') as Row;
    const { data } = await dataProvider.getOne('group', { id: target.id });
    expect(data.parameters).toEqual([
      { key: 'LOGO', value: 'sur.png' },
      { key: 'TIMEOUT', value: '45' },
      { key: 'TIP_MAX', value: '15' },
    ]);
  }, 90_000);
});
