import type { commercesEs } from './es';

/** Texts of the commerce screens in Portuguese. */
export const commercesPt: typeof commercesEs = {
  commerceForm: {
    tabs: {
      label: 'Seções do estabelecimento',
      data: 'Dados',
      parameters: 'Parâmetros',
      terminals: 'Terminais',
      products: 'Produtos',
      qr: 'Códigos QR',
      saveFirst: 'Salve o estabelecimento para configurar seus parâmetros, terminais, produtos e códigos QR.',
    },
    labels: { cif: 'CIF (identificação fiscal espanhola)' },
    help: { cif: 'Uma letra, sete dígitos e um dígito ou letra de controle, por exemplo B12345678.' },
    validation: { cif: 'O CIF não é válido: uma letra, sete dígitos e um caractere de controle.' },
    create: { single: 'Cadastro individual', csv: 'A partir de um arquivo CSV' },
  },
  commerceImport: {
    page: { title: 'Cadastro de estabelecimentos a partir de um arquivo CSV' },
    csv: {
      intro:
        'Envie um arquivo CSV com um estabelecimento por linha. A primeira linha é o cabeçalho com as colunas {{columns}}; são obrigatórias {{required}}, e as que a entidade exigir (RNC, CIF, e-mail...).',
      exampleFile: 'estabelecimentos-exemplo.csv',
    },
    progress: { title: 'Importando estabelecimentos' },
    report: {
      created: 'Estabelecimentos criados: {{count}}',
      rejectedFile: 'estabelecimentos-rejeitados.csv',
      viewList: 'Ver os estabelecimentos',
    },
    columns: { key: 'ID do estabelecimento (MID)' },
    problems: { duplicateInFile: 'O ID do estabelecimento {{key}} está repetido: já aparece na linha {{first}}.' },
  },
  branchRules: {
    rangeOrder: 'O fim da faixa deve ser maior que o início.',
    rangeOutside: 'A faixa deve estar dentro dos valores mínimo e máximo da filial.',
    donationBelowMinimum: 'A doação não atinge a doação mínima da filial.',
  },
  commerceParams: {
    groupValues: 'Parâmetros do grupo',
    inheriting: 'O estabelecimento herda os parâmetros do grupo: seus terminais usam estes valores.',
    reset: 'Restaurar os do grupo',
    resetDone: 'Os parâmetros do grupo foram copiados. Clique em Salvar para mantê-los.',
    saved: 'Parâmetros salvos.',
    sourceGroupHelp: 'Um dos grupos do estabelecimento.',
    validation: { time: 'Informe um horário HH:MM de 00:00 a 23:59.' },
  },
  commerceTerminals: {
    count: 'Terminais: {{n}} (on-line: {{online}})',
    online: 'On-line',
    offline: 'Desconectado',
    state: 'Estado',
    selectAll: 'Selecionar todos',
    none: 'O estabelecimento não tem terminais em serviço.',
    add: 'Adicionar do armazém',
    addTitle: 'Terminais no armazém',
    addSelected: 'Adicionar selecionados ({{n}})',
    added: 'Terminais adicionados ao estabelecimento: {{n}}',
    allWarehouses: 'Todos os armazéns',
    noStock: 'Nenhum terminal em estoque corresponde.',
    moveOut: 'Mover para o armazém',
    moveOutTitle: 'Mover terminais para o armazém',
    moveOutText: 'Os {{n}} terminais selecionados deixarão o estabelecimento e ficarão no armazém escolhido.',
    movedOut: 'Terminais movidos para o armazém: {{n}}',
    resendPin: 'Reenviar PIN',
    pinSent: 'PINs de {{n}} terminais enviados para {{email}}.',
  },
  commerceProducts: {
    none: 'O estabelecimento não tem produtos.',
    addTitle: 'Novo produto',
    add: 'Adicionar produto',
    added: 'Produto adicionado.',
  },
  commerceQr: {
    none: 'O estabelecimento não tem códigos QR de check-in/check-out.',
    new: 'Novo código QR',
    saved: 'Código QR salvo.',
    print: 'Imprimir',
    imageLabel: 'Código QR do estabelecimento {{code}}',
    terminalsHelp: 'Terminais do estabelecimento em serviço que oferecem este código.',
  },
};
