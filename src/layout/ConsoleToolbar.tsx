import { Box } from '@mui/material';
import { EntitySwitch } from './entitySwitch/EntitySwitch';
import { useAfterScreenSettled } from '../../resources/views/reactAdminParts/firstPaint/screenSettled';
import { LanguageMenu } from '../../resources/views/reactAdminParts/LanguageMenu';
import { firstScreenView } from '../../resources/views/lazyView';

/** What the light/dark and refresh buttons take, with the gap between them, while they wait. */
const TWO_ICON_BUTTONS_SX = { width: 84, height: 40 };
const placeholder = <Box aria-hidden sx={TWO_ICON_BUTTONS_SX} />;

/**
 * react-admin's light/dark and refresh buttons, with tooltips that set state as they mount: fetched
 * and mounted once the first screen is up (useAfterScreenSettled), their place kept meanwhile.
 */
const HeaderButtons = firstScreenView(
  () => import('./HeaderButtons'),
  () => placeholder,
);

/** The header's controls: entity switch, language, light/dark mode and the loading spinner. */
export const ConsoleToolbar = () => {
  const ready = useAfterScreenSettled();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <EntitySwitch />
      <LanguageMenu />
      {ready ? <HeaderButtons /> : placeholder}
    </Box>
  );
};
