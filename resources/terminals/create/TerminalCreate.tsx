import { Box, Card, LinearProgress, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import { useLocation, useNavigate } from 'react-router-dom';
import { TerminalCsvImport } from './csv/TerminalCsvImport';
import { createModeOf, createPathOf, type CreateMode } from './createModes';
import { TerminalGroupCreate } from './group/TerminalGroupCreate';
import { SingleTerminalCreate } from './single/SingleTerminalCreate';
import { useCreateModes } from './useCreateModes';

const views: Record<CreateMode, () => React.JSX.Element> = {
  single: SingleTerminalCreate,
  csv: TerminalCsvImport,
  group: TerminalGroupCreate,
};

/** Terminal creation: single entry, a CSV file or a commerce group (if groups are readable), one tab each (`?by=`). */
const TerminalCreate = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const { modes, isPending } = useCreateModes();
  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  const asked = createModeOf(location.search);
  const mode = modes.includes(asked) ? asked : 'single';
  const View = views[mode];
  return (
    <Box sx={{ mt: 1 }}>
      {mode !== 'single' && <ScreenTitle title={translate('terminalImport.page.title')} />}
      <Card sx={{ mb: 1 }}>
        <Tabs value={mode} onChange={(_, next: CreateMode) => navigate(createPathOf(next))}>
          {modes.map((value) => (
            <Tab key={value} value={value} label={translate(`terminalImport.button.${value}`)} />
          ))}
        </Tabs>
      </Card>
      <View key={mode} />
    </Box>
  );
};

export default TerminalCreate;
