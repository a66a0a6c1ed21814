import type {
  InstallImpact,
  InstallRequest,
  InstallSummary,
  InstallTargetRow,
  TargetState,
} from '../../resources/fleetInstalls/shapes';
import type { MethodNames } from '../lazyMethods';

export interface InstallTargetsQuery {
  id: number;
  state?: TargetState;
  /** First and last row wanted, 0-based and inclusive (at most 500). */
  start: number;
  end: number;
}

/**
 * Installs at fleet scale on the app service (spec section 7, Application install to many
 * terminals): the impact first, then the install, its summary, pages of its terminals, a retry
 * of the failed ones and the resumption of a stopped rollout.
 */
export interface FleetInstallMethods {
  installImpact(params: { request: InstallRequest }): Promise<{ data: InstallImpact }>;
  sendInstall(params: { request: InstallRequest }): Promise<{ data: { id: number; impact: InstallImpact } }>;
  getInstall(params: { id: number }): Promise<{ data: InstallSummary }>;
  getInstallTargets(params: InstallTargetsQuery): Promise<{ data: InstallTargetRow[]; total: number }>;
  retryInstall(params: { id: number }): Promise<{ data: InstallSummary }>;
  /** Gives up on the terminals still waiting for their next connection. */
  cancelWaiting(params: { id: number }): Promise<{ data: InstallSummary }>;
  resumeInstall(params: { id: number }): Promise<{ data: InstallSummary }>;
}

export const installMethodNames: MethodNames<FleetInstallMethods> = {
  installImpact: true,
  sendInstall: true,
  getInstall: true,
  getInstallTargets: true,
  retryInstall: true,
  cancelWaiting: true,
  resumeInstall: true,
};
