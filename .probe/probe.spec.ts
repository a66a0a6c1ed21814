import { test } from '../e2e/fixtures';
import { tokensOf } from '../e2e/sandboxSession';
test('probe', async ({ page, signIn }) => {
  const { access_token } = await tokensOf(page.request, 'partner', 9);
  const pid = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString()).PartnerId;
  const admin = (await tokensOf(page.request, 'admin', 9)).access_token;
  const headers = { Authorization: `Bearer ${admin}`, 'entity-id': '9' };
  await page.request.put(`/commerce/api/v1/partner/${pid}`, { headers, data: { commerceIds: [1, 2] } });
  await signIn('admin', `/partner/commerce?id=${pid}`);
  await page.getByRole('link', { name: 'Hotel Del Valle Barcelona' }).waitFor({ timeout: 30_000 });
  await page.screenshot({ path: '/work/screens/partners/partner-commerces.png', fullPage: true });
  await page.request.put(`/commerce/api/v1/partner/${pid}`, { headers, data: { commerceIds: [] } });
});
