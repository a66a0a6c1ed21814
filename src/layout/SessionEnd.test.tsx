import { render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import type { Location } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { App } from '../App';
import { createConsoleServices } from '../consoleServices';
import { loadMessages } from '../messages';

const MINUTE = 60_000;
const EXPIRED = 'Su sesión ha expirado. Inicie sesión nuevamente.';
const GENERIC_400 = 'Por favor completar los campos requeridos.';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as the spec's identity server issues it: no `entity_id` claim. */
const tokenFor = (lifetimeMs: number) =>
  `${base64url({ alg: 'none' })}.${base64url({
    UserId: 1,
    FirstName: 'Ana',
    LastName: 'Admin',
    Permissions: ['TERMINALS_READ', 'BRANDS_READ'],
    exp: Math.floor((Date.now() + lifetimeMs) / 1000),
  })}.`;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/0' },
  });

interface ServerOptions {
  /** How long the issued access tokens last. */
  lifetimeMs?: number;
  /** The answer to the refresh grant. */
  refresh?: () => Response;
  /** Keeps the first brand list request unanswered until the test answers it. */
  holdFirstList?: boolean;
}

/** The services as the sandbox answers them, over fetch; the first brand list can be held. */
const serverStandIn = ({ lifetimeMs = 60 * MINUTE, refresh, holdFirstList = false }: ServerOptions) => {
  let answerHeld: ((response: Response) => void) | undefined;
  let heldReady: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    heldReady = resolve;
  });
  const fetchImpl = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/connect/token')) {
      const form = new URLSearchParams(String(init.body));
      if (form.get('grant_type') === 'refresh_token' && refresh) return refresh();
      const entity = form.get('entity_id') ?? '9';
      return json({ access_token: tokenFor(lifetimeMs), refresh_token: `r-${entity}`, expires_in: 3600 });
    }
    if (url.endsWith('/api/v1/Entity'))
      return json([
        { Id: 9, Name: 'Operador' },
        { Id: 2, Name: 'Banco Ibérico' },
      ]);
    if (url.endsWith('/api/v1/Entity/config')) return json({});
    if (url.includes('TerminalBrand') && holdFirstList && !answerHeld) {
      return new Promise<Response>((resolve) => {
        answerHeld = resolve;
        heldReady();
      });
    }
    return json(init.method && init.method !== 'GET' ? {} : []);
  });
  return { fetchImpl, held, answer: (response: Response) => answerHeld?.(response) };
};

const renderOver = async (server: ReturnType<typeof serverStandIn>, route: string) => {
  const services = createConsoleServices({ storage: localStorage, fetchImpl: server.fetchImpl });
  await services.authProvider.login({ username: 'admin', password: 'Admin#2026' });
  const i18nProvider = await createI18nProvider('es', loadMessages);
  let location: Location | undefined;
  render(
    <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
      <App services={services} i18nProvider={i18nProvider} store={memoryStore()} />
    </TestMemoryRouter>,
  );
  return { services, location: () => location };
};

describe('how a session ends (spec sections 4 and 8)', { timeout: 40_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('a refused refresh from a data call shows only the expiry message and lands on login', async () => {
    const server = serverStandIn({
      lifetimeMs: 5 * MINUTE,
      refresh: () => json({ error: 'invalid_grant', error_description: 'refresh token reuse' }, 400),
    });
    const { location } = await renderOver(server, '/brand');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/'));
    expect(screen.queryByText(GENERIC_400)).not.toBeInTheDocument();
    expect(screen.getAllByText(EXPIRED)).toHaveLength(1);
    expect(localStorage.getItem('Token')).toBeNull();
  });

  it('a late 401 of a request sent before an entity switch does not end the new session', async () => {
    const server = serverStandIn({ holdFirstList: true });
    const { services, location } = await renderOver(server, '/brand');
    await server.held;
    const checkError = vi.spyOn(services.authProvider, 'checkError');
    await services.authProvider.switchEntity({ password: 'Admin#2026', entityId: 2 });
    const newToken = localStorage.getItem('Token');
    server.answer(json({ Code: 'GM-0001' }, 401));
    await waitFor(() => expect(checkError).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(localStorage.getItem('Token')).toBe(newToken);
    expect(localStorage.getItem('EntityId')).toBe('2');
    expect(location()?.pathname).toBe('/brand');
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
  });
});
