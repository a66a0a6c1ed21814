import { Box, Card, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'ra-ui-materialui';
import { useLocation, useNavigate } from 'react-router-dom';
import { TerminalCsvImport } from './csv/TerminalCsvImport';
import { createModeOf, createModes, createPathOf, type CreateMode } from './createModes';
import { TerminalGroupCreate } from './group/TerminalGroupCreate';
import { SingleTerminalCreate } from './single/SingleTerminalCreate';

const views: Record<CreateMode, () => React.JSX.Element> = {
  single: SingleTerminalCreate,
  csv: TerminalCsvImport,
  group: TerminalGroupCreate,
};

/** Terminal creation: single entry, a CSV file or a commerce group, one tab each (`?by=`). */
const TerminalCreate = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const mode = createModeOf(location.search);
  const View = views[mode];
  return (
    <Box sx={{ mt: 1 }}>
      {mode !== 'single' && <Title title={translate('terminalImport.page.title')} />}
      <Card sx={{ mb: 1 }}>
        <Tabs value={mode} onChange={(_, next: CreateMode) => navigate(createPathOf(next))} variant="scrollable">
          {createModes.map((value) => (
            <Tab key={value} value={value} label={translate(`terminalImport.button.${value}`)} />
          ))}
        </Tabs>
      </Card>
      <View key={mode} />
    </Box>
  );
};

export default TerminalCreate;
