import type { ResourceMessages } from '../../core/messageTypes';
import type { networks } from '../schema';

export const messages = {
  name: { one: 'Rede', other: 'Redes' },
  fields: {
    alias: 'Apelido',
    connectionType: 'Tipo de conexão',
    ssid: 'SSID',
    bssid: 'BSSID',
    securityType: 'Tipo de segurança',
    encryption: 'Padrão de criptografia',
    user: 'Usuário',
    password: 'Senha',
    ipType: 'Tipo de IP',
    ipAddress: 'Endereço IP',
    netmask: 'Máscara de rede',
    gateway: 'Gateway',
    dns1: 'DNS 1',
    dns2: 'DNS 2',
    priority: 'Prioridade',
    enabled: 'Ativada',
    commerceId: 'Estabelecimento',
  },
  groups: {},
  choices: {
    connectionType: { WIFI: 'Wi-Fi', ETHERNET: 'Ethernet (cabo)' },
    securityType: {
      OPEN: 'Aberta',
      WEP: 'WEP',
      WPA_PSK: 'WPA-PSK',
      WPA2_PSK: 'WPA2-PSK',
      WPA3_SAE: 'WPA3-SAE',
      WPA2_EAP: 'WPA2-EAP (corporativa)',
    },
    encryption: { NONE: 'Nenhum', TKIP: 'TKIP', AES: 'AES' },
    ipType: { DHCP: 'DHCP (automático)', STATIC: 'Estático' },
  },
  help: {
    bssid: 'Endereço MAC do ponto de acesso, por exemplo AA:BB:CC:DD:EE:FF.',
    user: 'Somente para redes WPA2-EAP (corporativas).',
    ipAddress: 'Somente com IP estático.',
    netmask: 'Por exemplo 255.255.255.0.',
    priority: 'Entre 1 e 100.',
  },
} satisfies ResourceMessages<typeof networks>;
