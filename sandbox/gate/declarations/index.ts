import type { GateTable } from '../routeGate';
import { appGates } from './app';
import { commerceGates } from './commerce';
import { identityGates } from './identity';
import { parameterGates } from './parameters';
import { reportGates } from './reports';
import { terminalGates } from './terminal';

/** Every custom route's declaration (the generic engine's carry their own). */
export const gateTable: GateTable = {
  ...identityGates,
  ...terminalGates,
  ...parameterGates,
  ...appGates,
  ...commerceGates,
  ...reportGates,
};
