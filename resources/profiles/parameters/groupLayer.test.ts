import { describe, expect, it } from 'vitest';
import { effectiveParameters } from './effective';
import { groupLayer, groupParameterIssues } from './groupLayer';

describe("a group's own parameter layer", () => {
  const parameters = [
    { key: 'CONNECTION_TIMEOUT', value: '45' },
    { key: 'TLS_ENABLED', value: 'true' },
    { key: 'CREDIT_IP_2', value: '10.0.0.9' },
    { key: 'ADMIN_PASSWORD', value: '1234' },
    { key: 'STORE_COLOUR', value: 'blue' },
    { key: 'TRANSACTION_TIMEOUT', value: '' },
  ];

  it('takes the catalogue parameters, typed, and leaves secrets, blanks and other names out', () => {
    expect(groupLayer(parameters)).toEqual({ CONNECTION_TIMEOUT: 45, TLS_ENABLED: true, CREDIT_IP_2: '10.0.0.9' });
  });

  it('sits between the profile and the terminal', () => {
    const effective = effectiveParameters({
      profile: { CONNECTION_TIMEOUT: 30, TRANSACTION_TIMEOUT: 60 },
      group: groupLayer(parameters),
      terminal: { CONNECTION_TIMEOUT: 50 },
    });
    const byName = new Map(effective.map((parameter) => [parameter.name, parameter]));
    expect(byName.get('CONNECTION_TIMEOUT')).toMatchObject({
      value: 50,
      source: 'terminal',
      inherited: { value: 45, source: 'group' },
    });
    expect(byName.get('TRANSACTION_TIMEOUT')).toMatchObject({ value: 60, source: 'profile' });
    expect(byName.get('TLS_ENABLED')).toMatchObject({ value: true, source: 'group' });
  });

  it('names the rows whose values the parameter refuses', () => {
    const issues = groupParameterIssues([
      { key: 'CONNECTION_TIMEOUT', value: '500' },
      { key: 'STORE_COLOUR', value: 'x' },
      { key: 'CREDIT_IP_2', value: '300.0.0.1' },
      { key: 'TLS_ENABLED', value: 'maybe' },
    ]);
    expect(Object.keys(issues)).toEqual(['0', '2', '3']);
    expect(issues[2]).toEqual({ code: 'PM-0030' });
  });
});
