import { useTranslate } from 'ra-core';

/** The product name, for pages that set no title of their own. */
export const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
};
