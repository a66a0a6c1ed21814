/** Languages content (app texts, videos) can be published in. */
export const contentLanguages = ['es', 'en', 'pt'] as const;
