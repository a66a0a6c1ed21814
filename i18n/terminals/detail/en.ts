import type { DeepStrings } from '../../types';
import type { terminalDetailEs } from './es';

export const terminalDetailEn = {
  terminalDetail: {
    tabs: {
      basic: 'Basic information',
      hardware: 'Hardware',
      battery: 'Battery',
      wifi: 'Wifi',
      map: 'GPS map',
      firmware: 'Firmware',
      apps: 'Apps',
      components: 'Components and firmwares',
      tags: 'Tags',
      history: 'History',
      logs: 'Logs',
      monitor: 'Monitor and control',
    },
    actions: { menu: 'Actions', sending: 'Sending…' },
    commands: {
      REQUEST_STATUS: 'Request status',
      REQUEST_LOGS: 'Request logs',
      RESTART: 'Restart',
      SOFT_DELETE: 'Soft delete',
      HARD_DELETE: 'Delete permanently',
      ASSIGN_TAGS: 'Assign tags',
      INSTALL_APP: 'Install app',
      INSTALL_COMPONENT: 'Install component or firmware',
      INSTALL_FIRMWARE: 'Install firmware',
      TPV_INITIALIZATION: 'TPV initialization',
    },
    confirm: {
      title: '{{action}}: terminal {{serial}}',
      RESTART: 'Terminal {{serial}} will restart and cannot operate for a few minutes. Continue?',
      TPV_INITIALIZATION:
        'Terminal {{serial}} will download its TPV initialization parameters again and stop operating meanwhile. Continue?',
      SOFT_DELETE:
        'Terminal {{serial}} will be deactivated: it stops receiving actions, but its data is kept. Continue?',
      HARD_DELETE:
        'Terminal {{serial}} will be deleted with its history, software and logs. This cannot be undone. Continue?',
    },
    notify: {
      sent: 'Action sent: its state shows in the history.',
      tagsSaved: 'Tags saved.',
      deleted: 'Terminal deleted.',
    },
    status: { label: 'Connection state', online: 'Online', offline: 'Offline' },
    deletedNotice: 'This terminal is deactivated: actions sent to it will fail.',
    hardware: { storage: 'Storage used', storageCaption: '{{free}} MB free of {{total}} MB' },
    battery: {
      unknown: 'The terminal has not reported its battery.',
      low: 'Below {{min}} % battery the terminal refuses restarts, installs and TPV initialization.',
    },
    wifi: { notWifi: 'The terminal is not connected over wifi.' },
    map: {
      label: 'Map with the terminal location',
      loading: 'Loading the map…',
      coordinates: 'Latitude {{latitude}}, longitude {{longitude}}',
      lastLocation: 'Last location: {{date}}',
      noLocationDate: 'Date of the last location unknown',
      noLocation: 'The terminal has not reported its GPS location.',
      unavailable:
        'The map could not be loaded (no connection to the map server). The terminal location is given by the coordinates above.',
      openExternal: 'Open in OpenStreetMap',
    },
    firmware: {
      details: 'Firmware details',
      image: 'Installed firmware image',
      none: 'No firmware image is recorded as installed.',
    },
    apps: {
      installed: 'Installed apps',
      installs: 'App installs',
      none: 'The terminal has no apps installed.',
      noInstalls: 'No install has been asked of this terminal.',
    },
    components: {
      installed: 'Installed components and firmwares',
      installs: 'Component and firmware installs',
      none: 'The terminal has no components installed.',
    },
    tags: {
      title: 'Tags of terminal {{serial}}',
      submit: 'Save tags',
      help: 'Up to 5 tags per terminal.',
      none: 'The terminal has no tags.',
      count: '{{count}} of {{max}} tags',
    },
    install: {
      appTitle: 'Install an app on terminal {{serial}}',
      componentTitle: 'Install a component or firmware on terminal {{serial}}',
      app: 'App',
      version: 'Version',
      component: 'Component or firmware',
      appRequired: 'Choose an app.',
      versionRequired: 'Choose a version: an app needs a version to be installed.',
      componentRequired: 'Choose a component or firmware.',
      chooseAppFirst: 'Choose the app first.',
      noVersion: 'This app has no installable version: publish or enable one first.',
      versionHelp: 'Disabled versions cannot be installed.',
      componentHelp: 'Its current version is installed, only on the models it supports.',
      submit: 'Install',
    },
    history: {
      empty: 'Nothing has been asked of this terminal yet.',
      error: 'The history could not be loaded.',
      pending_one: '{{smart_count}} action is waiting for the terminal to answer…',
      pending_other: '{{smart_count}} actions are waiting for the terminal to answer…',
    },
    logs: { title: 'Terminal logs', none: 'The terminal has not sent any log.' },
    monitor: { state: 'Current state', control: 'Remote control', recent: 'Recent actions' },
  },
} satisfies DeepStrings<typeof terminalDetailEs>;
