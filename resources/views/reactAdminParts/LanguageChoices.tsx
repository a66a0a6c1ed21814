import { Menu, MenuItem } from '@mui/material';
import { useLocaleState, useLocales } from 'ra-core';

interface Props {
  /** Where the list opens; closed while null. */
  anchor: HTMLElement | null;
  onClose: () => void;
  dense?: boolean;
}

/** The list of languages under a language button (the header's and the login page's). */
export const LanguageChoices = ({ anchor, onClose, dense = false }: Props) => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { dense } }}>
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
