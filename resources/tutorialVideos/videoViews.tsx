import { lazyView } from '../views/lazyView';

/** The ordered list and the forms every video resource shows (tutorials, onboarding, categories), loaded once. */
export const VideoOrderList = lazyView(() => import('./list/VideoOrderList'));
export const VideoCreate = lazyView(() => import('./form/VideoCreate'));
export const VideoEdit = lazyView(() => import('./form/VideoEdit'));
