import { Card, CardContent } from '@mui/material';
import WifiIcon from '@mui/icons-material/Wifi';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { FilterList, FilterListItem } from 'ra-ui-materialui';
import { useTranslate } from 'ra-core';
import { enumChoices, fieldLabel } from '../../views/labels';
import { SavedQueriesSection } from '../../views/reactAdminParts/SavedQueriesSection';
import { connectionTypes, ONLINE_FILTER, terminals } from '../schema';
import { terminalListAsideSx } from './terminalListAsideSx';

/** Saved queries (filters, sort and page size, kept per browser) and one-click state filters. */
const TerminalListAside = () => {
  const translate = useTranslate();
  return (
    <Card sx={terminalListAsideSx}>
      <CardContent>
        <SavedQueriesSection />
        <FilterList label="terminalList.aside.connection" icon={<WifiIcon />}>
          <FilterListItem label={translate('terminalList.online')} value={{ [ONLINE_FILTER]: true }} />
          <FilterListItem label={translate('terminalList.offline')} value={{ [ONLINE_FILTER]: false }} />
        </FilterList>
        <FilterList label={fieldLabel(terminals.resource, 'connectionType')} icon={<SettingsEthernetIcon />}>
          {enumChoices(terminals.resource, 'connectionType', connectionTypes).map((choice) => (
            <FilterListItem key={choice.id} label={translate(choice.name)} value={{ connectionType: choice.id }} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
};

export default TerminalListAside;
