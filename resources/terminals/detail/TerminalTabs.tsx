import { TabbedShowLayout, TabbedShowLayoutTabs } from 'ra-ui-materialui';
import { MapTab } from './map/MapTab';
import { AppsTab } from './tabs/AppsTab';
import { BasicInfoTab } from './tabs/BasicInfoTab';
import { BatteryTab } from './tabs/BatteryTab';
import { ComponentsTab } from './tabs/ComponentsTab';
import { FirmwareTab } from './tabs/FirmwareTab';
import { HardwareTab } from './tabs/HardwareTab';
import { HistoryTab } from './tabs/HistoryTab';
import { LogsTab } from './tabs/LogsTab';
import { MonitorTab } from './tabs/MonitorTab';
import { ParametersTab } from './tabs/ParametersTab';
import { TagsTab } from './tabs/TagsTab';
import { WifiTab } from './tabs/WifiTab';
import { useSelectedTabInView } from './useSelectedTabInView';

const tabs = [
  ['basic', BasicInfoTab],
  ['hardware', HardwareTab],
  ['battery', BatteryTab],
  ['wifi', WifiTab],
  ['map', MapTab],
  ['firmware', FirmwareTab],
  ['apps', AppsTab],
  ['components', ComponentsTab],
  ['tags', TagsTab],
  ['parameters', ParametersTab],
  ['history', HistoryTab],
  ['logs', LogsTab],
  ['monitor', MonitorTab],
] as const;

/** The spec's tabs of the terminal detail; only the open tab renders and asks for its data. */
export const TerminalTabs = () => {
  const container = useSelectedTabInView<HTMLDivElement>();
  return (
    <div ref={container}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        {tabs.map(([name, Content], index) => (
          <TabbedShowLayout.Tab key={name} label={`terminalDetail.tabs.${name}`} path={index === 0 ? undefined : name}>
            <Content />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </div>
  );
};
