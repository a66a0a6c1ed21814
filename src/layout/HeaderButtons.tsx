import { useTranslate } from 'ra-core';
import { LoadingIndicator, ToggleThemeButton } from 'ra-ui-materialui';

/** react-admin's light/dark button and loading spinner, with their tooltips: a chunk of their own. */
const HeaderButtons = () => {
  const translate = useTranslate();
  return (
    <>
      <ToggleThemeButton />
      {/* Passed on to react-admin's spinner, which has no name of its own. */}
      <LoadingIndicator aria-label={translate('shell.loading.default')} />
    </>
  );
};

export default HeaderButtons;
