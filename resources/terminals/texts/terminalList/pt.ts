import type { DeepStrings } from '../../../../i18n/types';
import type { terminalListEs } from './es';

export const terminalListPt = {
  terminalList: {
    state: 'Estado',
    online: 'On-line',
    offline: 'Sem conexão',
    deleted: 'Excluído',
    onlineHint: 'On-line: conectado nos últimos {{minutes}} minutos',
    neverConnected: 'Nunca se conectou',
    aside: {
      title: 'Filtros rápidos',
      connection: 'Conexão',
    },
    export: {
      fileName: 'terminais',
    },
    tags: {
      button: 'Atribuir etiquetas',
      title_one: 'Atribuir etiquetas a {{smart_count}} terminal',
      title_other: 'Atribuir etiquetas a {{smart_count}} terminais',
      label: 'Etiquetas',
      help: 'Até 5 etiquetas. As que o terminal já tem não contam duas vezes.',
      search: 'Pesquisar etiquetas',
      noOptions: 'Nenhuma etiqueta corresponde',
      loading: 'Carregando…',
      required: 'Escolha pelo menos uma etiqueta.',
      tooMany: 'Você pode atribuir no máximo 5 etiquetas.',
      checking: 'Verificando as etiquetas atuais dos terminais…',
      willSkip_one: '{{smart_count}} terminal ultrapassaria o limite de 5 etiquetas e será ignorado: {{serials}}',
      willSkip_other: '{{smart_count}} terminais ultrapassariam o limite de 5 etiquetas e serão ignorados: {{serials}}',
      submit: 'Atribuir',
      cancel: 'Cancelar',
      close: 'Fechar',
      working: 'Atribuindo etiquetas…',
      resultTitle: 'Resultado da atribuição',
      assigned_one: '{{smart_count}} terminal recebeu as etiquetas.',
      assigned_other: '{{smart_count}} terminais receberam as etiquetas.',
      unchanged_one: '{{smart_count}} terminal já as tinha.',
      unchanged_other: '{{smart_count}} terminais já as tinham.',
      skipped_one: '{{smart_count}} terminal foi ignorado por ultrapassar 5 etiquetas: {{serials}}',
      skipped_other: '{{smart_count}} terminais foram ignorados por ultrapassar 5 etiquetas: {{serials}}',
      notFound_one: '{{smart_count}} terminal não existe mais.',
      notFound_other: '{{smart_count}} terminais não existem mais.',
    },
    softDelete: {
      button: 'Excluir',
      title_one: 'Excluir {{smart_count}} terminal',
      title_other: 'Excluir {{smart_count}} terminais',
      content:
        'Os terminais serão marcados como excluídos e sairão da lista (o filtro "Excluído" os mostra). Deseja continuar?',
      done_one: '{{smart_count}} terminal marcado como excluído.',
      done_other: '{{smart_count}} terminais marcados como excluídos.',
    },
    hardDelete: {
      button: 'Excluir definitivamente',
      title_one: 'Excluir definitivamente {{smart_count}} terminal',
      title_other: 'Excluir definitivamente {{smart_count}} terminais',
      content: 'O terminal e seus dados serão apagados. Esta ação não pode ser desfeita. Deseja continuar?',
    },
  },
} satisfies DeepStrings<typeof terminalListEs>;
