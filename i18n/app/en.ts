import type { DeepStrings } from '../types';
import type { appEs } from './es';

export const appEn = {
  app: {
    title: 'Terminal console',
    version: 'Version {{version}}',
    copyright: '© {{year}} Terminal console. All rights reserved.',
  },
  menu: {
    home: 'Home',
    market: 'Market',
    reports: 'Reports',
    commerce: 'Commerce',
    partners: 'Partner integrators',
    terminals: 'Terminals',
    administration: 'Administration',
  },
  validation: {
    minValue: 'Must be {{min}} or more.',
    maxValue: 'Must be {{max}} or less.',
    greaterThan: 'Must be greater than {{min}}.',
    integer: 'Must be a whole number.',
    decimals: 'At most {{decimals}} decimal places.',
    minItems: 'Add at least {{min}} item(s).',
    maxItems: 'At most {{max}} item(s).',
    dateAfter: 'The date must be after the start date.',
    greaterThanField: 'Must be greater than the minimum value.',
    rangeOrder: 'The end of the range must be greater than or equal to its start.',
    rangesOverlap: 'This range overlaps another one.',
    format: {
      url: 'Enter a valid web address (https://...).',
      bssid: 'Enter a valid BSSID (AA:BB:CC:DD:EE:FF).',
      hex: 'Only hexadecimal characters (0-9, A-F) are allowed.',
      numeric: 'Only digits are allowed.',
      alphanumeric: 'Only letters and digits are allowed.',
      postalCode: 'Enter a valid postal code.',
      date: 'Enter a valid date.',
      resolution: 'Enter a valid resolution (width x height, e.g. 720x1280).',
      phone: 'Enter a valid phone number.',
      packageName: 'Enter a valid package name (e.g. com.company.app).',
    },
  },
  filter: {
    from: '{{field}} (from)',
    to: '{{field}} (to)',
  },
  view: {
    selectRow: 'Select {{name}}',
    loadError: 'This screen could not be loaded.',
    loadTimeout: 'This screen is taking too long to load. Check your connection.',
    retry: 'Retry',
    details: 'Details',
    yes: 'Yes',
    no: 'No',
    none: 'None',
    unreadableReference: 'You may not read these records; their identifier is shown.',
  },
} satisfies DeepStrings<typeof appEs>;
