import type { ResourceMessages } from '../../core/messageTypes';
import type { apps } from '../schema';

export const messages = {
  name: { one: 'App', other: 'Apps' },
  fields: {
    name: 'Name',
    packageName: 'Package name',
    categoryId: 'Category',
    developerId: 'Developer',
    state: 'State',
    website: 'Website',
    icon: 'Icon',
    coverImage: 'Cover image',
    screenshots: 'Screenshots',
    termsDocument: 'Terms and conditions (PDF)',
    hiringType: 'Hiring type',
    price: 'Price',
    allowUninstall: 'Allow uninstall',
    forceFirstLaunch: 'Force first launch',
    allowAutoUpdate: 'Allow automatic updates',
    installOnTransaction: 'Install on transaction',
    showOnDesktop: 'Show on desktop',
    modelIds: 'Terminal models',
    economicSectorIds: 'Economic sectors',
    translations: { language: 'Language', name: 'Name', description: 'Description' },
  },
  groups: { translations: 'Names and descriptions by language' },
  choices: {
    state: { AVAILABLE: 'Available', PILOT: 'Pilot', ACTIVE: 'Active', INACTIVE: 'Inactive' },
    hiringType: { FREE: 'Free', SUBSCRIPTION: 'Paid subscription' },
    translations: { language: { es: 'Spanish', en: 'English', pt: 'Portuguese' } },
  },
  help: {
    packageName: 'Android package identifier, for example com.company.app.',
    screenshots: 'Up to 5 screenshots.',
    price: 'Subscription amount, with at most two decimal places.',
  },
} satisfies ResourceMessages<typeof apps>;
