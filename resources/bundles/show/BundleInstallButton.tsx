import { useRecordContext } from 'ra-core';
import { FleetInstallButton } from '../../fleetInstalls/FleetInstallButton';

/** The bundle's install on terminals (BUNDLE_WRITE_AND_READ), through the fleet install screen. */
export const BundleInstallButton = () => {
  const record = useRecordContext();
  return record ? <FleetInstallButton kind="bundle" id={Number(record.id)} /> : null;
};
