import { test as base, expect, type Page } from '@playwright/test';
import { authenticatorCode } from '../fixtures/authenticator';
import { personas, type Persona } from '../fixtures/personas';

export { expect };

export const personaNamed = (userName: string): Persona => {
  const persona = personas.find((p) => p.userName === userName);
  if (!persona) throw new Error(`No persona ${userName}`);
  return persona;
};

/** The code the persona's authenticator app would show now. */
export const authenticatorCodeFor = (persona: Persona) => authenticatorCode(persona.totpSecret ?? '');

/** Signs in through the login page, as a user would (the login journeys). */
export const signInThroughForm = async (page: Page, userName: string) => {
  const persona = personaNamed(userName);
  await page.goto('/');
  await page.getByLabel('Usuario').fill(persona.userName);
  await page.getByLabel('Contraseña', { exact: true }).fill(persona.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
};

/**
 * A session obtained from the sandbox's token endpoint and stored as the console stores it, so
 * tests that are not about logging in open their page directly.
 */
const sessionStorageFor = async (page: Page, userName: string, entityId?: number) => {
  const persona = personaNamed(userName);
  const form: Record<string, string> = {
    grant_type: 'password',
    userName: persona.userName,
    password: persona.password,
    client_id: 'backoffice-web',
    client_secret: 'sandbox-secret',
    scope: 'api offline_access',
  };
  if (entityId) form.entity_id = String(entityId);
  if (persona.totpSecret) form.totpcode = authenticatorCodeFor(persona);
  const tokenResponse = await page.request.post('/auth/connect/token', { form });
  expect(tokenResponse.ok()).toBe(true);
  const tokens = (await tokenResponse.json()) as { access_token: string; refresh_token: string };
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const entities = await (await page.request.get('/terminal/api/v1/Entity', { headers })).json();
  const config = await (await page.request.get('/terminal/api/v1/Entity/config', { headers })).json();
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString());
  return {
    UserName: persona.userName,
    Token: tokens.access_token,
    RefreshToken: tokens.refresh_token,
    FirstName: claims.FirstName,
    LastName: claims.LastName,
    UserId: String(claims.UserId),
    EntityId: String(claims.entity_id),
    Entities: JSON.stringify(entities),
    EntityConfig: JSON.stringify(config),
    ...(claims.PartnerId ? { PartnerId: String(claims.PartnerId) } : {}),
  };
};

interface Fixtures {
  /** Opens the console at `path`, signed in as a persona (optionally in another entity). */
  signIn: (userName: string, path?: string, entityId?: number) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ page }, use) => {
    await use(async (userName, path = '/dashboard', entityId) => {
      const stored = await sessionStorageFor(page, userName, entityId);
      await page.addInitScript((values: Record<string, string>) => {
        // Only on the first load: later reloads must see what the console itself stored.
        if (sessionStorage.getItem('e2e.seeded')) return;
        sessionStorage.setItem('e2e.seeded', 'true');
        Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
      }, stored);
      await page.goto(path);
    });
  },
});
