import type { DeepStrings } from '../../../i18n/types';
import type { profileEs } from './es';

/** Texts of My profile in English. */
export const profileEn = {
  profile: {
    title: 'My profile',
    account: {
      title: 'Account details',
      name: 'Name',
      userName: 'User name',
      email: 'E-mail',
      unknown: 'Not available',
      changePassword: 'Change password',
    },
    twoFactor: {
      title: 'Two-factor authentication',
      intro: 'Protect your account by asking, besides the password, for a 6-digit code from an authenticator app.',
      status: 'Status',
      enabled: 'Enabled',
      disabled: 'Disabled',
      unknown: 'Unknown',
      loadError: 'Two-factor authentication could not be checked.',
      retry: 'Retry',
      showQr: 'Show QR code',
      hideQr: 'Hide QR code',
      qrAlt: 'QR code for your authenticator app',
      scan: 'Scan the code with your authenticator app or type the key by hand. Then enter the 6-digit code it shows.',
      secret: 'Key for manual entry',
      copy: 'Copy the key',
      copied: 'Key copied.',
      code: 'Verification code',
      codeLength: 'The code must have 6 digits.',
      enable: 'Enable',
      enableDone: 'Two-factor authentication is enabled.',
      confirmNew: 'Confirm the new key',
      newKeyDone: 'The new key is active.',
      disable: 'Disable',
      disableTitle: 'Disable two-factor authentication',
      disableIntro:
        'Your account will be protected by the password only. Enter the current code of your authenticator app to confirm.',
      disableDone: 'Two-factor authentication is disabled.',
      regenerate: 'Regenerate QR code',
      regenerateTitle: 'Regenerate the QR code?',
      regenerateContent:
        'A new key will be created. The current one keeps working until you confirm the new one with a code from your app.',
      regenerated: 'Scan the new code and confirm it with a code to start using it.',
      cancel: 'Cancel',
    },
    cookie: {
      title: 'Session length',
      intro: 'Days this browser remembers your session before asking for the password again.',
      days: 'Cookie expiration days',
      helper: 'Between {{min}} and {{max}} days.',
      range: 'Enter a whole number of days between {{min}} and {{max}}.',
      save: 'Save',
      saved_one: 'The session will last {{smart_count}} day.',
      saved_other: 'The session will last {{smart_count}} days.',
    },
  },
} satisfies DeepStrings<typeof profileEs>;
