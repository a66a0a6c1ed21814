/** The services over fetch as the sandbox answers them, and the console rendered over them: for the session-end tests. */
import { render } from '@testing-library/react';
import { TestMemoryRouter, memoryStore } from 'ra-core';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { App } from '../App';
import { StylesOffDocument } from './StylesOffDocument';
import { createConsoleServices } from '../consoleServices';
import { loadMessages } from '../messages';

export const MINUTE = 60_000;
export const EXPIRED = 'Su sesión ha expirado. Inicie sesión nuevamente.';
export const GENERIC_400 = 'Por favor completar los campos requeridos.';

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

export const json = (body: unknown, status = 200) =>
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
export const serverStandIn = ({ lifetimeMs = 60 * MINUTE, refresh, holdFirstList = false }: ServerOptions) => {
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

export const renderOver = async (server: ReturnType<typeof serverStandIn>, route: string) => {
  const services = createConsoleServices({ storage: localStorage, fetchImpl: server.fetchImpl });
  await services.authProvider.login({ username: 'admin', password: 'Admin#2026' });
  const i18nProvider = await createI18nProvider('es', loadMessages);
  let location: Location | undefined;
  render(
    <StylesOffDocument>
      <TestMemoryRouter initialEntries={[route]} locationCallback={(current) => (location = current)}>
        <App services={services} i18nProvider={i18nProvider} store={memoryStore()} />
      </TestMemoryRouter>
    </StylesOffDocument>,
  );
  return { services, location: () => location };
};
