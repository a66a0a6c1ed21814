import { Button, styled } from '@mui/material';
import { useTranslate } from 'ra-core';

const StyledButton = styled(Button, { name: 'RaSkipNavigationButton' })(({ theme }) => ({
  position: 'fixed',
  padding: theme.spacing(1),
  // react-admin's draws white on the page's background; this one is readable over the header.
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.primary.main,
  transition: theme.transitions.create(['top', 'opacity'], {
    easing: theme.transitions.easing.easeIn,
    duration: theme.transitions.duration.leavingScreen,
  }),
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.background.paper },
  '&:focus': { top: theme.spacing(2) },
}));

/** The next Tab after this button lands in the screen's content, past the header and sidebar. */
const skipToContent = () => {
  const content = document.getElementById('main-content');
  if (!content) return;
  content.setAttribute('tabIndex', '-1');
  content.focus();
  content.blur();
  content.removeAttribute('tabIndex');
};

/**
 * The first stop of the keyboard on every signed-in screen, shown when focused: react-admin's
 * `SkipNavigationButton` as it draws it, without its Button, which imports MUI's Tooltip (and
 * Popper) into the first load for labels it shows on small screens.
 */
export const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <StyledButton className="skip-nav-button" variant="contained" onClick={skipToContent}>
      {translate('ra.navigation.skip_nav')}
    </StyledButton>
  );
};
