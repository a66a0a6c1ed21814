import type { DeepStrings } from '../types';
import type { loginEs } from './es';

/** Texts of the login flow in English. */
export const loginEn = {
  login: {
    layout: {
      tagline: 'Payment terminal and application management',
    },
    signIn: {
      title: 'Sign in',
      intro: 'Use your console user name and password.',
      userName: 'User name',
      password: 'Password',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
    },
    twoFactor: {
      title: 'Two-step verification',
      intro: 'Enter the 6-digit code your authenticator app shows for {{userName}}.',
      code: 'Verification code',
      submit: 'Verify',
      back: 'Back to sign in',
    },
    recover: {
      title: 'Recover password',
      intro: "Enter your user name and we will send a 6-digit security code to the account's e-mail address.",
      submit: 'Send code',
      haveCode: 'I already have a code',
      back: 'Back to sign in',
    },
    reset: {
      title: 'Reset password',
      codeIntro: 'Enter your user name and the 6-digit security code you received by e-mail.',
      codeSent: 'If the account exists, we have sent a 6-digit security code to its e-mail address.',
      passwordIntro: 'Choose a new password for {{userName}}.',
      stepCode: 'Security code',
      stepPassword: 'New password',
      code: 'Security code',
      codeLabel: '6-digit code received by e-mail',
      verify: 'Verify code',
      submit: 'Save password',
      requestNew: 'Request a new code',
      done: 'Your password has been changed. Sign in with the new password.',
    },
    password: {
      show: 'Show password',
      hide: 'Hide password',
      current: 'Current password',
      new: 'New password',
      confirmation: 'Confirm the new password',
      rulesTitle: 'The password must have',
      met: 'Met',
      unmet: 'Pending',
      rules: {
        length: 'At least {{min}} characters',
        uppercase: 'An uppercase letter',
        lowercase: 'A lowercase letter',
        digit: 'A digit',
        special: 'A special character (for example # $ % &)',
        match: 'The confirmation matches',
      },
    },
    change: {
      title: 'Change password',
      submit: 'Change password',
      cancel: 'Cancel',
      done: 'Your password has been changed.',
    },
  },
} satisfies DeepStrings<typeof loginEs>;
