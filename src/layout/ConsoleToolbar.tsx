import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingIndicator, ToggleThemeButton } from 'ra-ui-materialui';
import { EntitySwitch } from './entitySwitch/EntitySwitch';
import { LanguageMenu } from './LanguageMenu';

/** The header's controls: entity switch, language, light/dark mode and the loading spinner. */
export const ConsoleToolbar = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <EntitySwitch />
      <LanguageMenu />
      <ToggleThemeButton />
      {/* Passed on to react-admin's spinner, which has no name of its own. */}
      <LoadingIndicator aria-label={translate('shell.loading.default')} />
    </Box>
  );
};
