import type { ResourceMessages } from '../../core/messageTypes';
import type { networks } from '../schema';

export const messages = {
  name: { one: 'Red', other: 'Redes' },
  fields: {
    alias: 'Alias',
    connectionType: 'Tipo de conexión',
    ssid: 'SSID',
    bssid: 'BSSID',
    securityType: 'Tipo de seguridad',
    encryption: 'Estándar de cifrado',
    user: 'Usuario',
    password: 'Contraseña',
    ipType: 'Tipo de IP',
    ipAddress: 'Dirección IP',
    netmask: 'Máscara de red',
    gateway: 'Puerta de enlace',
    dns1: 'DNS 1',
    dns2: 'DNS 2',
    priority: 'Prioridad',
    enabled: 'Activada',
    commerceId: 'Comercio',
  },
  groups: {},
  choices: {
    connectionType: { WIFI: 'Wifi', ETHERNET: 'Ethernet (cable)' },
    securityType: {
      OPEN: 'Abierta',
      WEP: 'WEP',
      WPA_PSK: 'WPA-PSK',
      WPA2_PSK: 'WPA2-PSK',
      WPA3_SAE: 'WPA3-SAE',
      WPA2_EAP: 'WPA2-EAP (empresarial)',
    },
    encryption: { NONE: 'Ninguno', TKIP: 'TKIP', AES: 'AES' },
    ipType: { DHCP: 'DHCP (automática)', STATIC: 'Estática' },
  },
  help: {
    bssid: 'Dirección MAC del punto de acceso, por ejemplo AA:BB:CC:DD:EE:FF.',
    user: 'Solo para redes WPA2-EAP (empresariales).',
    ipAddress: 'Solo con IP estática.',
    netmask: 'Por ejemplo 255.255.255.0.',
    priority: 'Entre 1 y 100.',
  },
} satisfies ResourceMessages<typeof networks>;
