import { expect, test } from './fixtures';
import { NEAR_EXPIRY_MS, isRefreshGrant, openTab, refreshTokenOf, storeSession, userMenu } from './sessionTabs';

const WARNING = 'Su sesión va a expirar';
/** Lists load in two tabs at once: more patience than one tab needs. */
const expectLoaded = expect.configure({ timeout: 30_000 });

/** One session across the tabs of a browser (spec section 4). */
test.describe('one session across tabs', () => {
  // Two tabs of the console booting side by side take longer than one.
  test.describe.configure({ timeout: 90_000 });

  test('a tab left idle for longer than the idle time does not end the session of the tab in use', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await storeSession(page, 'admin');
    await page.goto('/dashboard');
    const idle = await openTab(context, '/Terminal');
    await expect(userMenu(page)).toBeVisible();
    await expectLoaded(idle.locator('tbody tr').first()).toBeVisible();

    // 20 minutes, the user at work in the first tab every 5: the idle time is 15.
    for (let minutes = 0; minutes < 20; minutes += 5) {
      await page.clock.fastForward('05:00');
      await page.keyboard.press('Shift');
    }

    await expect(idle.getByRole('dialog', { name: WARNING })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: WARNING })).toHaveCount(0);
    await expect(userMenu(idle)).toBeVisible();
    await idle.goto('/commerce');
    await expectLoaded(idle.locator('tbody tr').first()).toBeVisible();
    await page.goto('/Terminal');
    await expectLoaded(page.locator('tbody tr').first()).toBeVisible();
  });

  test("every tab warns together, and 'stay logged in' in one closes the warning in the others", async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await storeSession(page, 'admin');
    await page.goto('/dashboard');
    const other = await openTab(context, '/dashboard');
    await expect(userMenu(page)).toBeVisible();
    await expect(userMenu(other)).toBeVisible();

    await page.clock.fastForward('15:01');
    await expect(page.getByRole('dialog', { name: WARNING })).toBeVisible();
    await expect(other.getByRole('dialog', { name: WARNING })).toBeVisible();
    await page.getByRole('button', { name: 'Seguir conectado' }).click();
    await expect(other.getByRole('dialog', { name: WARNING })).toBeHidden();

    await page.clock.fastForward('00:40');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(userMenu(other)).toBeVisible();
  });

  test('two tabs that need a refresh together refresh once and both keep one valid session', async ({
    page,
    context,
  }) => {
    const refreshTokensSent: (string | null)[] = [];
    await page.clock.install({ time: Date.now() + NEAR_EXPIRY_MS });
    await storeSession(page, 'admin');
    const other = await context.newPage();
    // The first refresh waits until the other tab wants one too: in the lock's queue, or on the wire.
    await context.route('**/auth/connect/token', async (route) => {
      const postData = route.request().postData();
      if (isRefreshGrant(postData)) {
        refreshTokensSent.push(refreshTokenOf(postData));
        const tab = route.request().frame().page();
        if (refreshTokensSent.length === 1) {
          await expect
            .poll(
              async () =>
                refreshTokensSent.length > 1 ||
                (await tab.evaluate(async () => (await navigator.locks.query()).pending?.length ?? 0)) > 0,
              { timeout: 30_000 },
            )
            .toBe(true);
        }
        // Answered, the browser's clock is the sandbox's again: the new tokens have their whole
        // hour, so a tab that still wants a refresh has none to make.
        const response = await route.fetch();
        await page.clock.setSystemTime(Date.now());
        await route.fulfill({ response });
        return;
      }
      await route.continue();
    });

    await Promise.all([page.goto('/Terminal'), other.goto('/Terminal')]);
    await expectLoaded(page.locator('tbody tr').first()).toBeVisible();
    await expectLoaded(other.locator('tbody tr').first()).toBeVisible();
    await context.unrouteAll({ behavior: 'wait' });

    // One refresh for both tabs: the tab that waited for the lock found the new pair, so no
    // refresh token was sent twice and the sandbox revoked nothing: both tabs keep working.
    expect(refreshTokensSent).toHaveLength(1);
    await other.goto('/commerce');
    await expectLoaded(other.locator('tbody tr').first()).toBeVisible();
    await page.goto('/commerce');
    await expectLoaded(page.locator('tbody tr').first()).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('Token'));
    const answer = await page.request.get('/terminal/api/v1/Entity', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
  });
});
