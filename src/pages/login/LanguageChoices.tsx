import { Menu, MenuItem } from '@mui/material';
import { useLocaleState, useLocales } from 'ra-core';

interface Props {
  anchor: HTMLElement;
  onClose: () => void;
}

/** The open list of languages under the login page's language button. */
export const LanguageChoices = ({ anchor, onClose }: Props) => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          lang={language.locale}
          selected={language.locale === locale}
          onClick={() => {
            setLocale(language.locale);
            onClose();
          }}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
};
