import type { groupPagesEs } from './es';

/** Texts of the group screens in Portuguese. */
export const groupPagesPt: typeof groupPagesEs = {
  groupPages: {
    merge: {
      title: 'Mesclar parâmetros de grupos',
      intro:
        'O grupo destino recebe todos os parâmetros dos grupos escolhidos. Onde os valores diferem, escolha qual fica.',
      target: 'Grupo destino',
      sources: 'Grupos de origem',
      parameter: 'Parâmetro',
      result: 'Resultado',
      absent: '—',
      conflicts_one: '{{smart_count}} conflito a resolver.',
      conflicts_other: '{{smart_count}} conflitos a resolver.',
      noConflicts: 'Sem conflitos: os grupos coincidem onde compartilham parâmetros.',
      noParameters: 'Os grupos escolhidos não têm parâmetros.',
      chooseGroups: 'Escolha o grupo destino e pelo menos um grupo de origem.',
      choose: 'Usar o valor de {{group}} para {{key}}',
      save: 'Salvar mesclagem',
      saved: 'Parâmetros mesclados em {{name}}.',
    },
    copy: {
      button: 'Copiar grupo',
      title: 'Copiar o grupo “{{name}}”',
      intro:
        'A cópia leva o estabelecimento, a porta, a descrição e os parâmetros. Precisa de um nome e um IP próprios.',
      name: 'Nome da cópia',
      hostIp: 'IP do host da cópia',
      confirm: 'Copiar',
      cancel: 'Cancelar',
      done: 'Grupo copiado.',
    },
    terminals: {
      title: 'Terminais do grupo',
      none: 'O grupo não tem terminais.',
      noMatch: 'Nenhum terminal do grupo corresponde à busca.',
      search: 'Buscar por série ou apelido',
      add: 'Adicionar ao grupo',
      candidate: 'Terminal do estabelecimento',
      added: 'Terminal {{serial}} adicionado ao grupo.',
      remove: 'Remover {{serial}} do grupo',
      removed: 'Terminal {{serial}} removido do grupo.',
      serial: 'Número de série',
      alias: 'Apelido',
      actions: 'Ações',
      inGroup: 'em outro grupo',
      range: '{{from}}–{{to}} de {{count}}',
      perPage: 'Linhas por página',
    },
  },
};
