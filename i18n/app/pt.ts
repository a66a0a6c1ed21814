import type { DeepStrings } from '../types';
import type { appEs } from './es';

export const appPt = {
  app: {
    title: 'Console de terminais',
    version: 'Versão {{version}}',
    copyright: '© {{year}} Console de terminais. Todos os direitos reservados.',
  },
  menu: {
    home: 'Início',
    market: 'Market',
    reports: 'Relatórios',
    commerce: 'Comércio',
    partners: 'Integradores',
    terminals: 'Terminais',
    administration: 'Administração',
  },
  validation: {
    minValue: 'Deve ser igual ou maior que {{min}}.',
    maxValue: 'Deve ser igual ou menor que {{max}}.',
    greaterThan: 'Deve ser maior que {{min}}.',
    integer: 'Deve ser um número inteiro.',
    decimals: 'No máximo {{decimals}} casas decimais.',
    minItems: 'Adicione pelo menos {{min}} item(ns).',
    maxItems: 'No máximo {{max}} item(ns).',
    dateAfter: 'A data deve ser posterior à data de início.',
    greaterThanField: 'Deve ser maior que o valor mínimo.',
    rangeOrder: 'O fim do intervalo deve ser maior ou igual ao início.',
    rangesOverlap: 'Este intervalo se sobrepõe a outro.',
    format: {
      url: 'Informe um endereço web válido (https://...).',
      bssid: 'Informe um BSSID válido (AA:BB:CC:DD:EE:FF).',
      hex: 'Apenas caracteres hexadecimais (0-9, A-F) são permitidos.',
      numeric: 'Apenas números são permitidos.',
      alphanumeric: 'Apenas letras e números são permitidos.',
      postalCode: 'Informe um código postal válido.',
      date: 'Informe uma data válida.',
      resolution: 'Informe uma resolução válida (largura x altura, ex. 720x1280).',
      phone: 'Informe um telefone válido.',
      packageName: 'Informe um nome de pacote válido (ex. com.empresa.app).',
    },
  },
  filter: {
    from: '{{field}} (de)',
    to: '{{field}} (até)',
  },
  view: {
    selectRow: 'Selecionar {{name}}',
    loadError: 'Não foi possível carregar esta tela.',
    loadTimeout: 'Esta tela está demorando demais para carregar. Verifique sua conexão.',
    retry: 'Tentar novamente',
    details: 'Detalhes',
    yes: 'Sim',
    no: 'Não',
    none: 'Nenhum',
    unreadableReference: 'Você não tem permissão para consultar estes registros; o identificador é mostrado.',
  },
} satisfies DeepStrings<typeof appEs>;
