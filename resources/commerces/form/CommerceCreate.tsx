import { Box, Card, Tab, Tabs } from '@mui/material';
import { useLocation, useNavigate, useTranslate } from 'ra-core';
import { Create } from 'ra-ui-materialui';
import { ScreenTitle } from '../../views/reactAdminParts/ScreenTitle';
import { CommerceCsvImport } from '../import/CommerceCsvImport';
import { commerces } from '../schema';
import { CommerceTabs } from './CommerceTabs';

const modes = ['single', 'csv'] as const;
type CreateMode = (typeof modes)[number];

const pathOf = (mode: CreateMode) => `/${commerces.resource}/create${mode === 'csv' ? '?by=csv' : ''}`;

/**
 * Commerce creation by single entry (pessimistic, so the codes the commerce service refuses with
 * reach the form's fields; then on to its tabs) or from a CSV file (`?by=csv`).
 */
const CommerceCreate = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const mode: CreateMode = new URLSearchParams(location.search).get('by') === 'csv' ? 'csv' : 'single';
  return (
    <Box sx={{ mt: 1 }}>
      <Card sx={{ mb: 1 }}>
        <Tabs value={mode} onChange={(_, next: CreateMode) => navigate(pathOf(next))}>
          {modes.map((value) => (
            <Tab key={value} value={value} label={translate(`commerceForm.create.${value}`)} />
          ))}
        </Tabs>
      </Card>
      {mode === 'csv' ? (
        <>
          <ScreenTitle title={translate('commerceImport.page.title')} />
          <CommerceCsvImport />
        </>
      ) : (
        <Create mutationMode="pessimistic" redirect="edit" sx={{ mt: -1 }}>
          <CommerceTabs mode="create" />
        </Create>
      )}
    </Box>
  );
};

export default CommerceCreate;
