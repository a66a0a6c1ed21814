/**
 * Marks a notification that came from the notice bus: the notification component never takes it
 * for react-admin's second copy of a failure.
 */
export const FROM_NOTICE_BUS = 'fromNoticeBus';
