import { Chip, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { ConsoleDataProvider } from '../../../dataProviders/consoleDataProvider';

interface Props {
  resource: string;
  id: number;
  languages: readonly string[];
  defaultLanguage: unknown;
  /** Languages other than the default can be removed one by one. */
  canRemove: boolean;
  onChanged: () => void;
}

/** A video's languages, the default marked; each other one removed on its own (spec: language delete). */
export const VideoLanguageChips = ({ resource, id, languages, defaultLanguage, canRemove, onChanged }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const name = (language: string) => translate(`resources.${resource}.choices.languages.${language}`);
  const remove = async (language: string) => {
    try {
      await dataProvider.removeVideoLanguage({ resource, id, language });
      notify('catalog.videos.languageRemoved', { type: 'info' });
      onChanged();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'errors.generic.oops', { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {languages.map((language) =>
        language === defaultLanguage ? (
          <Chip
            key={language}
            size="small"
            color="primary"
            label={translate('catalog.videos.defaultLanguage', { language: name(language) })}
          />
        ) : (
          <Chip
            key={language}
            size="small"
            label={name(language)}
            onDelete={canRemove ? () => void remove(language) : undefined}
            slotProps={{
              root: {
                'aria-label': canRemove
                  ? translate('catalog.videos.removeLanguage', { language: name(language) })
                  : undefined,
              },
            }}
          />
        ),
      )}
    </Stack>
  );
};
