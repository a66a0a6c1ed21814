import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useI18nProvider } from 'ra-core';
import { restOfMessagesOf } from '../../i18n/restOfMessages';
import { whenQueriesSettled } from '../whenQueriesSettled';

/**
 * Fetches the other screens' texts once the first screen is up (its data in, the browser idle),
 * so a click on the sidebar rarely waits for them. A failed fetch is left to the view that needs them.
 */
export const useOtherScreenTextsWhenSettled = () => {
  const i18nProvider = useI18nProvider();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenQueriesSettled(
        queryClient,
        () =>
          void restOfMessagesOf(i18nProvider)
            .loadRest()
            .catch(() => undefined),
      ),
    [i18nProvider, queryClient],
  );
};
