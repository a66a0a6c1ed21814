import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, memoryStore, useAddUndoableMutation, useNotify } from 'ra-core';
import { AdminContext } from 'ra-ui-materialui';
import { describe, expect, it, vi } from 'vitest';
import { failureLogOf } from '../../../dataProviders/errorCatalogueLog';
import { createMemoryIdentity } from '../../../dataProviders/memoryIdentity';
import type { Notice, NoticeBus } from '../../../dataProviders/notices';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { App } from '../../../src/App';
import { ConsoleServicesProvider } from '../../../src/ConsoleServicesContext';
import { createConsoleServices } from '../../../src/consoleServices';
import { loadMessages } from '../../../src/messages';
import { MARKER_TEXT, alertsOnScreen, askMarkerToast, firstNewAlert } from '../../../src/testing/markerToast';
import { renderConsole, signInAs } from '../../../src/testing/renderConsole';
import { StylesOffDocument } from '../../../src/testing/StylesOffDocument';
import { ConsoleNotification } from './ConsoleNotification';

/** Lazy views load slowly on a cold start. */
const LOADED = { timeout: 8000 };

/**
 * Resolves once react-admin's own copy of a failure has reached the notification component, which
 * asks the failure log whether it is a copy: call it before the failure happens.
 */
const watchCopies = (notices: NoticeBus) => {
  const claim = vi.spyOn(failureLogOf(notices), 'claim');
  return () => waitFor(() => expect(claim).toHaveBeenCalled());
};

/**
 * The toast on screen is the only one: a marker toast asked for now shows next once it is
 * dismissed with Escape (a copy kept by mistake would be waiting in the queue before it).
 */
const expectOnlyThisToast = async (user: ReturnType<typeof userEvent.setup>, notices: NoticeBus) => {
  const before = alertsOnScreen();
  expect(before.size).toBe(1);
  askMarkerToast(notices);
  await user.keyboard('{Escape}');
  expect(await firstNewAlert(before)).toHaveTextContent(MARKER_TEXT);
};

/**
 * The console over HTTP services answered by `answer` (the in-memory identity signs in), as
 * renderConsole does over fakerest: for what only the HTTP layer does (network failures, 404, 409).
 */
const renderOverHttp = async (route: string, answer: (url: string, init: RequestInit) => Promise<Response>) => {
  const fetchImpl = vi.fn((input: string | URL | Request, init?: RequestInit) => answer(String(input), init ?? {}));
  const services = createConsoleServices({
    storage: localStorage,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    identity: (mapError) => createMemoryIdentity(mapError, { token: () => localStorage.getItem('Token') }),
  });
  await signInAs(services, 'admin');
  const copyArrived = watchCopies(services.notices);
  const i18nProvider = await createI18nProvider('es', loadMessages);
  const user = userEvent.setup();
  render(
    <TestMemoryRouter initialEntries={[route]}>
      <App services={services} i18nProvider={i18nProvider} store={memoryStore()} />
    </TestMemoryRouter>,
    { wrapper: StylesOffDocument },
  );
  return { fetchImpl, user, notices: services.notices, copyArrived };
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );

/** An empty list for every GET, so the pages around the tested call load. */
const emptyLists = (url: string) => json([], 200, { 'Content-Range': `items 0-0/0 ${url}` });

describe('ConsoleNotification: each failure once, as section 8 says', { timeout: 40_000 }, () => {
  it('shows one warning toast with its title for a save the fakerest validation refuses with a code, and the field error', async () => {
    const { user, services } = await renderConsole({ route: '/brand/create' });
    await user.type(await screen.findByLabelText(/Nombre/, undefined, LOADED), 'PAX');
    const copyArrived = watchCopies(services.notices);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('El registro ya existe.')).toBeInTheDocument();
    expect(toast.className).toMatch(/Warning/);

    const input = screen.getByLabelText(/Nombre/);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    const field = input.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('El registro ya existe.')).toBeInTheDocument();

    // react-admin's own copy ('the form is not valid') was dropped.
    await copyArrived();
    await expectOnlyThisToast(user, services.notices);
    expect(screen.queryByText(/El formulario no es válido/)).not.toBeInTheDocument();
  });

  it('still shows react-admin’s own notifications, without a title', async () => {
    const { user } = await renderConsole({ route: '/brand/create' });
    await user.type(await screen.findByLabelText(/Nombre/, undefined, LOADED), 'Urovo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Elemento creado');
    expect(within(toast).queryByText('Error')).not.toBeInTheDocument();
  });

  it('shows no toast for a network failure', async () => {
    const { fetchImpl, notices, copyArrived } = await renderOverHttp('/brand', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await waitFor(() => expect(fetchImpl).toHaveBeenCalled(), LOADED);
    await copyArrived();
    const before = alertsOnScreen();
    expect(before.size).toBe(0);
    askMarkerToast(notices);
    expect(await firstNewAlert(before)).toHaveTextContent(MARKER_TEXT);
    expect(screen.queryByText(/Failed to fetch|Error de comunicación/)).not.toBeInTheDocument();
  });

  it('shows a 409 GM-0009 once, with the field’s translated label and the value', async () => {
    const { user, notices, copyArrived } = await renderOverHttp('/brand/create', (url, init) =>
      init.method === 'POST' ? json({ Code: 'GM-0009', Message: 'name-PAX' }, 409) : emptyLists(url),
    );
    await user.type(await screen.findByLabelText(/Nombre/, undefined, LOADED), 'PAX');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('El valor PAX del campo Nombre ya está en uso.');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    await copyArrived();
    await expectOnlyThisToast(user, notices);
  });

  it('shows a 404 as one error toast with the catalogue’s message, not react-admin’s', async () => {
    const { user, notices, copyArrived } = await renderOverHttp('/brand/999', (url) =>
      /\/999$/.test(url) ? json({ Code: 'GM-0010' }, 404) : emptyLists(url),
    );
    const toast = await screen.findByRole('alert', undefined, LOADED);
    expect(toast).toHaveTextContent('No se encontró el registro solicitado.');
    expect(toast.className).toMatch(/Error/);
    await copyArrived();
    await expectOnlyThisToast(user, notices);
    expect(screen.queryByText('El elemento no existe')).not.toBeInTheDocument();
  });
});

describe('ConsoleNotification: notices of the bus', { timeout: 40_000 }, () => {
  const expired: Notice = {
    message: 'errors.generic.notAuthorized',
    type: 'error',
    title: 'errors.generic.securityTitle',
    durationMs: 3000,
  };

  it('shows a notice repeated while it is on screen once (a retried request)', async () => {
    const { services, user } = await renderConsole({ route: '/dashboard' });
    act(() => {
      services.notices.emit(expired);
      services.notices.emit(expired);
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Seguridad')).toBeInTheDocument();
    expect(toast).toHaveTextContent('No está autorizado para acceder a esta sección.');
    await expectOnlyThisToast(user, services.notices);
  });

  it('hides a notice after its own duration', async () => {
    const { services } = await renderConsole({ route: '/brand' });
    await screen.findByText('PAX', undefined, LOADED);
    act(() => services.notices.emit({ ...expired, durationMs: 200 }));
    await screen.findByRole('alert');
    // Well before react-admin's default of 4 s.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 2500 });
  });
});

/** Calls notify like react-admin's undoable mutations: a pending mutation, then an undoable notification. */
const UndoableChange = ({ onSettled }: { onSettled: (params: { isUndo: boolean }) => void }) => {
  const notify = useNotify();
  const addMutation = useAddUndoableMutation();
  return (
    <button
      onClick={() => {
        addMutation(onSettled);
        notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 }, undoable: true });
      }}
    >
      change
    </button>
  );
};

describe('ConsoleNotification: undoable changes', { timeout: 40_000 }, () => {
  const renderBare = async (onSettled: (params: { isUndo: boolean }) => void) => {
    const services = createConsoleServices({
      storage: localStorage,
      fetchImpl: vi.fn() as unknown as typeof fetch,
    });
    const i18nProvider = await createI18nProvider('es', loadMessages);
    const user = userEvent.setup();
    render(
      <ConsoleServicesProvider value={services}>
        <AdminContext dataProvider={services.dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
          <UndoableChange onSettled={onSettled} />
          <ConsoleNotification failures={failureLogOf(services.notices)} />
        </AdminContext>
      </ConsoleServicesProvider>,
      { wrapper: StylesOffDocument },
    );
    return user;
  };

  it('offers Undo, which undoes the change', async () => {
    const onSettled = vi.fn();
    const user = await renderBare(onSettled);
    await user.click(screen.getByRole('button', { name: 'change' }));
    const toast = await screen.findByRole('alert');
    await user.click(within(toast).getByRole('button', { name: 'Deshacer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith({ isUndo: true });
  });

  it('commits the change when the toast is closed', async () => {
    const onSettled = vi.fn();
    const user = await renderBare(onSettled);
    await user.click(screen.getByRole('button', { name: 'change' }));
    const toast = await screen.findByRole('alert');
    await user.click(within(toast).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledWith({ isUndo: false }));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
