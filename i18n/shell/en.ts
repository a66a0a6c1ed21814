import type { DeepStrings } from '../types';
import type { shellEs } from './es';

export const shellEn = {
  shell: {
    editAlias: {
      title: '{{name}}: create or edit',
      notAllowed:
        'This page creates or edits “{{name}}”, and your user is not allowed to. Ask an administrator of your entity for the permission.',
      toList: 'See the list',
    },
    header: {
      language: 'Language: {{language}} ({{code}})',
      userMenu: 'User menu of {{name}}',
      myProfile: 'My profile',
      logout: 'Log out',
    },
    sidebar: {
      label: 'Main menu',
    },
    footer: {
      version: 'Version {{version}}',
    },
    loading: {
      default: 'Loading…',
    },
    entitySwitch: {
      label: 'Entity: {{entity}}',
      menuTitle: 'Switch entity',
      current: 'Current entity',
      title: 'Switch to {{entity}}',
      intro: 'For your security, confirm your password to work in {{entity}}.',
      password: 'Password',
      confirmPassword: 'Confirm your password.',
      submit: 'Switch entity',
      cancel: 'Cancel',
      switching: 'Switching entity…',
      twoFactorTitle: 'Two-step verification',
      twoFactorIntro: 'Enter the 6-digit code from your authenticator app to enter {{entity}}.',
      code: 'Verification code',
      login: 'Log in',
      close: 'Close',
    },
    inactivity: {
      title: 'Your session is about to expire',
      message: 'We have not detected any activity. For your security, your session will end automatically.',
      secondsLeft: 'Time left: {{seconds}} s',
      stay: 'Stay logged in',
      logout: 'Log out',
    },
  },
} satisfies DeepStrings<typeof shellEs>;
