import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Row, World } from '../../../../fixtures/world';
import { freshWorld, renderConsole } from '../../../../src/testing/renderConsole';

const serial = (n: number) => `GRPT${String(n).padStart(6, '0')}`;

/** A group of entity 9 holding twelve terminals of its commerce, and one more of the commerce in no group. */
const groupWithTerminals = (world: World) => {
  const group = world.groups.find((row: Row) => row.entityId === 9) as Row;
  group.name = 'Grupo Terraza';
  world.terminals.filter((row: Row) => row.groupId === group.id).forEach((row: Row) => (row.groupId = null));
  world.terminals
    .filter((row: Row) => row.entityId === 9)
    .slice(0, 13)
    .forEach((row: Row, index: number) => {
      row.serialNumber = serial(index + 1);
      row.alias = null;
      row.commerceId = group.commerceId;
      row.groupId = index < 12 ? group.id : null;
    });
};

describe('a group’s terminals (fakerest)', () => {
  it('pages and searches them, takes one out and puts another of the commerce in', async () => {
    const group = freshWorld().groups.find((row: Row) => row.entityId === 9) as Row;
    const { user } = await renderConsole({ prepare: groupWithTerminals, route: `/group/${String(group.id)}` });
    const { findByRole, findByText, getByRole } = screen;
    const section = await findByRole('region', { name: 'Terminales del grupo' }, { timeout: 40_000 });
    expect(await within(section).findByText('1–10 de 12')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: /siguiente/i }));
    expect(await within(section).findByRole('link', { name: serial(12) })).toBeTruthy();

    await user.type(within(section).getByRole('searchbox', { name: 'Buscar por serie o alias' }), serial(5));
    expect(await within(section).findByText('1–1 de 1', {}, { timeout: 5_000 })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: `Quitar ${serial(5)} del grupo` }));
    expect(await findByText(`Terminal ${serial(5)} quitado del grupo.`)).toBeTruthy();
    expect(await within(section).findByText('Ningún terminal del grupo coincide con la búsqueda.')).toBeTruthy();

    await user.click(getByRole('combobox', { name: 'Terminal del comercio' }));
    await user.paste(serial(13));
    await user.click(await findByRole('option', { name: serial(13) }));
    await user.click(within(section).getByRole('button', { name: 'Añadir al grupo' }));
    expect(await findByText(`Terminal ${serial(13)} añadido al grupo.`)).toBeTruthy();
  }, 90_000);
});
