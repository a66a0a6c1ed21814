import { useEffect } from 'react';
import { useI18nProvider } from 'ra-core';
import { restOfMessagesOf } from '../../i18n/restOfMessages';
import { whenIdle } from '../whenIdle';

/**
 * Fetches the other screens' texts once the first screen is up and the browser idle, so a click
 * on the sidebar rarely waits for them. A failed fetch is left to the view that needs them.
 */
export const useOtherScreenTextsWhenIdle = () => {
  const i18nProvider = useI18nProvider();
  useEffect(
    () =>
      whenIdle(
        () =>
          void restOfMessagesOf(i18nProvider)
            .loadRest()
            .catch(() => undefined),
      ),
    [i18nProvider],
  );
};
