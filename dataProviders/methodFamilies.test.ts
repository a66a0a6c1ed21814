import fakeRestDataProvider from 'ra-data-fakerest';
import { describe, expect, it } from 'vitest';
import type { FakeMethodsContext, HttpMethodsContext } from './defineMethods';
import { createHttpClient } from './httpClient';
import { methodFamilies } from './methodFamilies';
import { createFakeProposalBoard } from './profiles/fakeProposals';
import { mapServiceError } from './responseErrors';
import { serviceUrlsFrom } from './services';
import { createFakeEntityConfigs } from './settings/entityConfigsFake';

const http: HttpMethodsContext = {
  urls: serviceUrlsFrom({ apiBaseUrl: 'https://api.example.test' }),
  httpClientFor: createHttpClient({ token: () => null, entityId: () => '9' }, mapServiceError),
};

const memory = fakeRestDataProvider({}, false);
const fake: FakeMethodsContext = {
  provider: memory,
  unscoped: memory,
  currentEntity: () => 9,
  session: { entityId: () => '9' },
  mapError: mapServiceError,
  configs: createFakeEntityConfigs(),
  proposals: createFakeProposalBoard(),
  belowRules: memory,
  signedInUser: () => ({
    userId: 1,
    userName: 'admin',
    permissions: [],
    partnerId: undefined,
    systemAdministrator: false,
  }),
  createRules: async (_name, data) => data,
  registerHead: async () => ({ entityId: 9, sequence: 0, hash: '' }),
};

const sorted = (methods: object) => Object.keys(methods).sort();

describe('custom data provider methods', () => {
  // Both providers spread every family into one object: a name declared twice would be answered
  // by whichever family came last.
  it('are declared by one family each', () => {
    const names = methodFamilies.flatMap((family) => Object.keys(family.names));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(methodFamilies.map((family) => [family.domain, Object.keys(family.names)[0], family] as const))(
    '%s (%s...): both back ends implement exactly the declared methods',
    async (_domain, _first, family) => {
      const declared = sorted(family.names);
      expect(sorted(await family.http(http))).toEqual(declared);
      expect(sorted(await family.fake(fake))).toEqual(declared);
    },
  );
});
