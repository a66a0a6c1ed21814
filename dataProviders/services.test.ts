import { describe, expect, it } from 'vitest';
import { serviceUrlsFrom } from './services';

describe('service base URLs', () => {
  it('default to the sandbox prefixes on the console origin', () => {
    expect(serviceUrlsFrom({})).toEqual({
      auth: '/auth',
      identity: '/identity',
      parameters: '/parameters',
      commerce: '/commerce',
      terminal: '/terminal',
      app: '/app',
      reports: '/reports',
      transactions: '/transactions',
      vouchers: '/vouchers',
    });
  });

  it('hang off a common base URL, and each can be set on its own', () => {
    const urls = serviceUrlsFrom({
      apiBaseUrl: 'https://gw.example.test/',
      services: { terminal: 'https://terminals.example.test/v2/' },
    });
    expect(urls.identity).toBe('https://gw.example.test/identity');
    expect(urls.terminal).toBe('https://terminals.example.test/v2');
  });
});
