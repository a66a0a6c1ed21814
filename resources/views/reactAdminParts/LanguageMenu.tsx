import { Button } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocaleState, useLocales, useTranslate } from 'ra-core';
import { firstScreenView } from '../lazyView';
import { useMenuOnDemand } from './useMenuOnDemand';

/** The list comes when it first opens (or is about to: pointer over, focus), as on the login page. */
const LanguageChoices = firstScreenView(
  () => import('./LanguageChoices').then((module) => ({ default: module.LanguageChoices })),
  () => null,
);

/**
 * The header's language switch, in the manner of react-admin's LocalesMenuButton but with an
 * accessible name: es, en and pt, plus the offered ca, eu and gl.
 */
export const LanguageMenu = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale] = useLocaleState();
  const menu = useMenuOnDemand(LanguageChoices.preload);
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.locale === locale);
  // Shown on the button, and so also in its accessible name (WCAG 2.5.3, label in name).
  const code = locale.toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        aria-label={translate('shell.header.language', { language: current?.name ?? locale, code })}
        aria-haspopup="menu"
        {...menu.buttonProps}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        sx={{ minWidth: 0 }}
      >
        {code}
      </Button>
      {menu.opened && <LanguageChoices anchor={menu.anchor} onClose={menu.close} dense />}
    </>
  );
};
