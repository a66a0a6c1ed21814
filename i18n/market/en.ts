import type { DeepStrings } from '../types';
import type { marketEs } from './es';
import { fleetInstallEn } from './installs/en';

export const marketEn = {
  ...fleetInstallEn,
  market: {
    upload: {
      drop: 'Drag a file here or choose one',
      choose: 'Choose file: {{label}}',
      kinds: {
        apk: 'Android APK',
        image: 'PNG or JPG image',
        video: 'MP4 or WebM video',
        document: 'PDF document',
      },
      limit: '{{kind}}, up to {{max}} MB',
      uploading: 'Uploading {{name}}: {{percent}} %',
      cancel: 'Cancel the upload',
      cancelled: 'Upload cancelled.',
      tooLarge: 'The file is over the {{max}} MB limit.',
      wrongType: 'This kind of file is not accepted here.',
      uploaded: 'Uploaded: {{name}}',
      remove: 'Remove',
      open: 'Open the file',
      screenshotsLeft: 'You can add {{count}} more screenshots (5 at most).',
      screenshotsFull: 'There are 5 screenshots already: remove one to add another.',
    },
    apk: {
      read: 'Read from the file: package {{packageName}}, version {{versionName}} (code {{versionCode}})',
      mismatch: 'The APK’s package ({{packageName}}) is not the app’s ({{expected}}).',
    },
    app: {
      tabs: { data: 'Data', versions: 'Versions', apiKeys: 'API keys', economicSectors: 'Economic sectors' },
      sections: {
        identity: 'Identity',
        images: 'Images and documents',
        pricing: 'Pricing',
        flags: 'Options',
        targeting: 'Terminal models',
        texts: 'Names and descriptions',
      },
      saveFirst: 'Save the app to add versions and API keys.',
    },
    versions: {
      add: 'New version',
      empty: 'This app has no versions yet.',
      createTitle: 'New version of {{app}}',
      state: 'Initial state',
      create: 'Create version',
      created: 'Version created.',
      download: 'Download APK',
      changed: 'Version state changed.',
      deleted: 'Version deleted.',
      actions: {
        menu: 'Actions of version {{version}}',
        PILOT: 'Make pilot',
        ACTIVE: 'Activate',
        NOT_DEFINED: 'Mark as available',
        INACTIVE: 'Disable',
        reenable: 'Re-enable',
        delete: 'Delete',
      },
      onlyAdminReenables: 'Only a system administrator can re-enable a disabled version.',
      lastActive: 'At least one active version must remain.',
      promote: {
        title: 'Activate pilot version {{version}}',
        open: 'Open it to every terminal of the app’s models',
        keep: 'Keep it on its {{count}} pilot terminals only',
        confirm: 'Activate',
      },
      reach: {
        models: 'Every terminal of its models',
        listed: 'Only the {{count}} terminals of its list',
      },
      confirmDelete: {
        title: 'Delete version {{version}}?',
        content: 'Deleting is final: the version and its binary cannot be recovered.',
      },
      lowerCode: {
        title: 'Lower version code',
        content: 'Code {{code}} is lower than an existing version’s ({{highest}}). Create the version anyway?',
      },
      pilotTerminals: 'Pilot terminals',
      pilotHandover: 'The current pilot version ({{version}}) will stop being the pilot.',
    },
    bundles: { download: 'Download' },
    apiKeys: {
      generate: 'Generate API key',
      generated: 'API key generated.',
      activate: 'Activate',
      deactivate: 'Deactivate',
      expire: 'Expire now',
      expired: 'Expired',
      changed: 'API key updated.',
      empty: 'This app has no API keys.',
      confirmExpire: {
        title: 'Expire this API key?',
        content: 'Integrations using it will stop working, and the key cannot be activated again.',
      },
    },
  },
} satisfies DeepStrings<typeof marketEs>;
