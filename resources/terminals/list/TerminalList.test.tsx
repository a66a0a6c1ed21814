import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshWorld, renderConsole } from '../../../src/testing/renderConsole';
import { isOnline, onlineSince } from '../schema';

/** A world whose 'now' is the test's, so the online window means the same to data and screen. */
const world = () => ({ terminals: 80, now: Date.now() });
const listUrl = (filter: object) => `/Terminal?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const rows = () => screen.getAllByRole('row').slice(1);
type Row = Record<string, unknown> & { id: number };
/** How long the prepared terminal stays online after the list opens (on the test's clock). */
const QUIET_AFTER_MS = 12_000;

describe('terminal list', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the entity terminals with an online chip that agrees with the online filter', async () => {
    const { world: w } = await renderConsole({ route: listUrl({ online: true }), world: world() });
    const since = onlineSince(Date.now(), 10);
    const expected = w.terminals.filter(
      (t: Row) => t.entityId === 9 && !t.deleted && isOnline(t.lastConnectionDate, since),
    );
    // The file's first test also waits for the list's chunks to compile: under a full run's load, over 5 s.
    expect(
      await screen.findByText(String(expected[0]?.serialNumber ?? 'none'), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The body draws its rows a few at a time, right after one another.
    await vi.waitFor(() => expect(rows()).toHaveLength(Math.min(25, expected.length)), { timeout: 10_000 });
    const shown = rows();
    shown.forEach((row) => expect(within(row).getByText('En línea')).toBeInTheDocument());
    // The pagination comes from a chunk of its own, after the rows.
    expect(await screen.findByText(`1-${Math.min(25, expected.length)} de ${expected.length}`)).toBeInTheDocument();
  });

  it('names the commerce, brand and model of each terminal, asking once per column', async () => {
    const { world: w, requests } = await renderConsole({ route: '/Terminal', world: world() });
    const row = await waitFor(
      () => {
        const [, first] = screen.getAllByRole('row');
        if (!first) throw new Error('no terminal row yet');
        return first;
      },
      { timeout: 10_000 },
    );
    const shown = w.terminals.find((t: Row) => within(row).queryByText(String(t.serialNumber)) !== null);
    if (!shown) throw new Error('the first row shows no known terminal');
    const named = (name: string, id: unknown) => w[name].find((record: Row) => record.id === id)?.name;
    const commerce = await within(row).findByRole('link', { name: String(named('commerces', shown.commerceId)) });
    expect(commerce).toHaveAttribute('href', `/commerce/${String(shown.commerceId)}/show`);
    expect(within(row).getByRole('link', { name: String(named('brands', shown.brandId)) })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: String(named('models', shown.modelId)) })).toBeInTheDocument();
    const lookups = requests.filter((request) => request.startsWith('getMany '));
    expect([...lookups].sort()).toEqual(['getMany brand', 'getMany commerce', 'getMany model']);
  });

  it('filters offline terminals from the quick filters and pages through them', { timeout: 40_000 }, async () => {
    const {
      user,
      world: w,
      location,
    } = await renderConsole({
      route: '/Terminal',
      world: { ...world(), terminals: 400 },
    });
    // The first render of a list of 400 terminals, which a busy machine takes a while to show.
    await user.click(await screen.findByRole('button', { name: 'Sin conexión' }, { timeout: 15_000 }));
    const since = onlineSince(Date.now(), 10);
    const offline = w.terminals.filter((t: Row) => t.entityId === 9 && !isOnline(t.lastConnectionDate, since));
    await waitFor(() => expect(screen.getByText(`1-25 de ${offline.length}`)).toBeInTheDocument());
    rows().forEach((row) => expect(within(row).getByText('Sin conexión')).toBeInTheDocument());
    expect(decodeURIComponent(location()?.search ?? '')).toContain('"online":false');
    await user.click(screen.getByRole('button', { name: 'Ir a la página 2' }));
    await waitFor(() =>
      expect(screen.getByText(`26-${Math.min(50, offline.length)} de ${offline.length}`)).toBeInTheDocument(),
    );
  });

  it(
    'judges the online chip by the clock when the rows arrive, not when the list opened',
    { timeout: 40_000 },
    async () => {
      // The clock is the test's: moved on past the terminal's last minute instead of waited for.
      vi.useFakeTimers({ toFake: ['Date'] });
      const opened = Date.now();
      let quietSoon: Row | undefined;
      const { user, location } = await renderConsole({
        route: listUrl({ online: true }),
        world: world(),
        prepare: (w) => {
          // Online when the list opens, offline a few seconds later (10-minute window).
          quietSoon = w.terminals.find((t: Row) => t.entityId === 9 && !t.deleted);
          if (quietSoon) quietSoon.lastConnectionDate = new Date(opened - 10 * 60_000 + QUIET_AFTER_MS).toISOString();
        },
      });
      const serial = String(quietSoon?.serialNumber);
      const before = (await screen.findByText(serial, {}, { timeout: 10_000 })).closest('tr');
      expect(within(before as HTMLElement).getByText('En línea')).toBeInTheDocument();
      vi.setSystemTime(opened + QUIET_AFTER_MS + 500);
      await user.click(screen.getByRole('button', { name: 'Sin conexión' }));
      // Listed among the offline terminals, and its chip agrees (the row is the same element).
      await waitFor(() => expect(location()?.search).toContain(encodeURIComponent('"online":false')));
      await waitFor(() =>
        expect(
          within(screen.getByText(serial).closest('tr') as HTMLElement).getByText('Sin conexión'),
        ).toBeInTheDocument(),
      );
    },
  );

  it('assigns tags in bulk, warning about and skipping terminals that would pass five', async () => {
    const options = world();
    const own = freshWorld(options).terminals.filter((t: Row) => t.entityId === 9);
    const crowded = own.find((t) => (t.tagIds as number[]).length === 3) as Row;
    const bare = own.find((t) => (t.tagIds as number[]).length === 0) as Row;
    const adding = freshWorld(options)
      .tags.filter((t: Row) => t.entityId === 9 && !(crowded.tagIds as number[]).includes(t.id))
      .slice(0, 3);
    const { user, dataProvider, requests } = await renderConsole({
      route: listUrl({ id: [crowded.id, bare.id] }),
      world: options,
    });
    await screen.findByText(String(crowded.serialNumber), {}, { timeout: 5000 });
    await user.click(screen.getAllByRole('checkbox', { name: /Seleccionar todo/i })[0]);
    await user.click(await screen.findByRole('button', { name: 'Asignar etiquetas' }));
    const dialog = await screen.findByRole('dialog');
    for (const tag of adding) {
      await user.type(within(dialog).getByLabelText(/Etiquetas/), String(tag.name).slice(0, 4));
      await user.click(await screen.findByRole('option', { name: String(tag.name) }));
    }
    expect(
      await within(dialog).findByText(
        new RegExp(`1 terminal superaría el límite de 5 etiquetas.*${crowded.serialNumber}`),
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    expect(await within(dialog).findByText('1 terminal recibió las etiquetas.')).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`1 terminal se omitió.*${crowded.serialNumber}`))).toBeInTheDocument();
    const { data: tagged } = await dataProvider.getOne('Terminal', { id: bare.id });
    expect(tagged.tagIds).toEqual(adding.map((t) => t.id));
    const { data: untouched } = await dataProvider.getOne('Terminal', { id: crowded.id });
    expect(untouched.tagIds).toEqual(crowded.tagIds);
    expect(requests).toContain('assignTags');
  });

  it('names each row checkbox after its terminal, and selects that row with it', async () => {
    const { user } = await renderConsole({ route: '/Terminal', world: world() });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const first = await waitFor(() => within(table).getAllByRole('row')[1] ?? Promise.reject(new Error('no row yet')));
    const serial = within(first).getAllByRole('cell')[1].textContent;
    const checkbox = within(first).getByRole('checkbox', { name: `Seleccionar ${serial}` });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(await screen.findByText('1 elemento seleccionado')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Seleccionar todo' })).not.toBeChecked();
  });

  it('offers a read-only user export alone among the bulk actions', async () => {
    const { user, requests } = await renderConsole({ route: '/Terminal', as: 'readonly', world: world() });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
    await user.click(within(table).getAllByRole('checkbox')[1]);
    // The list's export and the selection's export.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Exportar' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Asignar etiquetas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar definitivamente' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.includes('Terminal/Tags'))).toEqual([]);
  });

  it('soft deletes the selected terminal after confirmation and leaves it out of the list', async () => {
    const { user, dataProvider, world: w } = await renderConsole({ route: '/Terminal', world: world() });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const [first] = rows();
    const serial = within(first).getAllByRole('cell')[1].textContent ?? '';
    const target = w.terminals.find((t: Row) => t.serialNumber === serial) as Row;
    await user.click(within(first).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Eliminar 1 terminal')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('1 terminal marcada como eliminada.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText(serial)).not.toBeInTheDocument());
    const { data } = await dataProvider.getOne('Terminal', { id: target.id });
    expect(data.deleted).toBe(true);
  });
});
