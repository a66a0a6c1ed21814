import type { ResourceMessages } from '../../core/messageTypes';
import type { networks } from '../schema';

export const messages = {
  name: { one: 'Network', other: 'Networks' },
  fields: {
    alias: 'Alias',
    connectionType: 'Connection type',
    ssid: 'SSID',
    bssid: 'BSSID',
    securityType: 'Security type',
    encryption: 'Encryption standard',
    user: 'User',
    password: 'Password',
    ipType: 'IP type',
    ipAddress: 'IP address',
    netmask: 'Netmask',
    gateway: 'Gateway',
    dns1: 'DNS 1',
    dns2: 'DNS 2',
    priority: 'Priority',
    enabled: 'Enabled',
    commerceId: 'Commerce',
  },
  groups: {},
  choices: {
    connectionType: { WIFI: 'Wi-Fi', ETHERNET: 'Ethernet (cable)' },
    securityType: {
      OPEN: 'Open',
      WEP: 'WEP',
      WPA_PSK: 'WPA-PSK',
      WPA2_PSK: 'WPA2-PSK',
      WPA3_SAE: 'WPA3-SAE',
      WPA2_EAP: 'WPA2-EAP (Enterprise)',
    },
    encryption: { NONE: 'None', TKIP: 'TKIP', AES: 'AES' },
    ipType: { DHCP: 'DHCP (automatic)', STATIC: 'Static' },
  },
  help: {
    bssid: 'MAC address of the access point, for example AA:BB:CC:DD:EE:FF.',
    user: 'Only for WPA2-EAP (Enterprise) networks.',
    ipAddress: 'Only with a static IP.',
    netmask: 'For example 255.255.255.0.',
    priority: 'Between 1 and 100.',
  },
} satisfies ResourceMessages<typeof networks>;
