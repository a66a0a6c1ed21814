import { describe, expect, it } from 'vitest';
import { opensFirstScreen } from './opensFirstScreen';

describe('opensFirstScreen', () => {
  it.each(['/', '/dashboard', '/Terminal', '/Terminal/'])('knows %s for a first screen', (pathname) => {
    expect(opensFirstScreen(pathname)).toBe(true);
  });

  it.each(['/commerce', '/Terminal/12/show', '/Terminal/Reassignment', '/userInfo', '/dashboards/helpdesk'])(
    'knows %s for another screen',
    (pathname) => {
      expect(opensFirstScreen(pathname)).toBe(false);
    },
  );
});
