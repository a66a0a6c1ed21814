import { describe, expect, it } from 'vitest';
import { schemas } from '../schemaLookup';
import { protectionOf } from './protection';

describe('the protection a 2FA whitelist entry gives', () => {
  it('names the resources changed with the permission', () => {
    expect(protectionOf('PERMISOS', true, schemas)).toEqual({
      asksForCode: true,
      resources: ['permissions', 'settings/permissions2fa'],
    });
    expect(protectionOf('DELETE_TERMINAL', false, schemas)).toEqual({ asksForCode: false, resources: ['Terminal'] });
  });

  it('protects nothing for a permission no change needs', () => {
    expect(protectionOf('TERMINAL_READ', true, schemas).resources).toEqual([]);
  });
});
