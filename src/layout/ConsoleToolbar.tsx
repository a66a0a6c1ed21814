import { Box } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingIndicator, ToggleThemeButton } from 'ra-ui-materialui';
import { EntitySwitch } from './entitySwitch/EntitySwitch';
import { useAfterFirstPaint } from '../../resources/views/reactAdminParts/firstPaint/useAfterFirstPaint';
import { LanguageMenu } from '../../resources/views/reactAdminParts/LanguageMenu';

/** What the light/dark and refresh buttons take, with the gap between them, while they wait. */
const TWO_ICON_BUTTONS_SX = { width: 84, height: 40 };

/**
 * The header's controls: entity switch, language, light/dark mode and the loading spinner. The
 * last two are react-admin's, with tooltips that set state as they mount: they come in right after
 * the first paint (see useAfterFirstPaint), their place kept meanwhile.
 */
export const ConsoleToolbar = () => {
  const translate = useTranslate();
  const ready = useAfterFirstPaint();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <EntitySwitch />
      <LanguageMenu />
      {ready ? (
        <>
          <ToggleThemeButton />
          {/* Passed on to react-admin's spinner, which has no name of its own. */}
          <LoadingIndicator aria-label={translate('shell.loading.default')} />
        </>
      ) : (
        <Box aria-hidden sx={TWO_ICON_BUTTONS_SX} />
      )}
    </Box>
  );
};
