import { test } from '../e2e/fixtures';
import { tokensOf } from '../e2e/sandboxSession';
test('probe', async ({ page, signIn }) => {
  const { access_token } = await tokensOf(page.request, 'partner', 9);
  const pid = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString()).PartnerId;
  const admin = (await tokensOf(page.request, 'admin', 9)).access_token;
  await page.request.put(`/commerce/api/v1/partner/${pid}`, { headers: { Authorization: `Bearer ${admin}`, 'entity-id': '9' }, data: { commerceIds: [1, 2] } });
  await signIn('partner', '/Terminal');
  await page.waitForTimeout(8000);
  await page.screenshot({ path: '/work/screens/partners/partner-terminals.png', fullPage: true });
  await page.request.put(`/commerce/api/v1/partner/${pid}`, { headers: { Authorization: `Bearer ${admin}`, 'entity-id': '9' }, data: { commerceIds: [] } });
});
