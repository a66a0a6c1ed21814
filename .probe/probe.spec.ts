import { test } from '../e2e/fixtures';
import { tokensOf } from '../e2e/sandboxSession';
test('probe', async ({ page, signIn }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  const { access_token } = await tokensOf(page.request, 'partner', 9);
  const pid = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString()).PartnerId;
  const admin = (await tokensOf(page.request, 'admin', 9)).access_token;
  const r = await page.request.put(`/commerce/api/v1/partner/${pid}`, { headers: { Authorization: `Bearer ${admin}`, 'entity-id': '9' }, data: { commerceIds: [1, 2] } });
  console.log('put', r.status(), await r.text());
  await signIn('admin', `/partner/commerce?id=${pid}`);
  await page.waitForTimeout(6000);
  await page.screenshot({ path: '/work/screens/partners/probe.png', fullPage: true });
});
