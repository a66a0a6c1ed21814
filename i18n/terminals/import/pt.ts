import type { DeepStrings } from '../../types';
import type { terminalImportEs } from './es';

export const terminalImportPt = {
  terminalImport: {
    button: {
      create: 'Criar terminais',
      single: 'Cadastro individual',
      csv: 'A partir de um arquivo CSV',
      group: 'Por grupo de estabelecimento',
    },
    page: {
      title: 'Criar terminais',
    },
    single: {
      checkingGroups: 'Verificando os grupos do estabelecimento…',
    },
    problems: {
      commerceWithoutGroup:
        'O estabelecimento não tem nenhum grupo. Crie um grupo para o estabelecimento antes de criar os terminais.',
      groupOfAnotherCommerce: 'O grupo não pertence ao estabelecimento escolhido.',
      duplicateInFile: 'O número de série {{serial}} está repetido: já aparece na linha {{first}}.',
      notSent: 'A linha não foi enviada.',
    },
    csv: {
      intro:
        'Envie um arquivo CSV com um terminal por linha. A primeira linha é o cabeçalho com as colunas {{columns}}; são obrigatórias {{required}}.',
      example: 'Baixar CSV de exemplo',
      exampleFile: 'terminais-exemplo.csv',
      choose: 'Escolher arquivo CSV',
      reading: 'Lendo o arquivo: {{rows}} linhas…',
      failedRead: 'Não foi possível ler o arquivo: {{message}}',
      missingColumns: 'Faltam as colunas: {{columns}}.',
      unknownColumns: 'Colunas desconhecidas: {{columns}}.',
      repeatedColumns: 'Colunas repetidas: {{columns}}.',
      summary: 'Linhas lidas: {{rows}}. Prontas para importar: {{ready}}. Com problemas: {{problems}}.',
      previewTitle: 'Pré-visualização das primeiras linhas',
      problemsTitle: 'Problemas encontrados antes do envio (estas linhas não serão enviadas)',
      ok: 'Correta',
      start: 'Importar as linhas corretas',
      another: 'Escolher outro arquivo',
      nothingToImport: 'Não há nenhuma linha correta para importar.',
    },
    progress: {
      title: 'Importando terminais',
      detail: '{{done}} de {{total}} linhas enviadas',
      cancel: 'Cancelar',
      cancelling: 'Cancelando: o lote em andamento termina e nenhuma outra linha é enviada…',
    },
    report: {
      title: 'Resultado da importação',
      created: 'Terminais criados: {{count}}',
      rejected: 'Linhas rejeitadas: {{count}}',
      notSent: 'Linhas não enviadas: {{count}}',
      cancelled: 'A importação foi cancelada: as linhas já enviadas são mantidas; o restante não foi enviado.',
      stopped: 'A importação parou porque o servidor não respondeu: os terminais já criados são mantidos.',
      download: 'Baixar as linhas rejeitadas (CSV)',
      rejectedFile: 'terminais-rejeitados.csv',
      noneRejected: 'Nenhuma linha foi rejeitada.',
      viewList: 'Ver os terminais',
      again: 'Importar outro arquivo',
    },
    columns: {
      row: 'Linha',
      serialNumber: 'Número de série',
      code: 'Código',
      message: 'Motivo',
      status: 'Status',
    },
    group: {
      intro:
        'Crie vários terminais de uma vez em um grupo de estabelecimento: todos ficam no grupo e no seu estabelecimento, com a mesma marca, modelo e perfil.',
      serials: 'Números de série',
      serialsHelp: 'Um por linha, no máximo {{max}}.',
      tooMany: 'No máximo {{max}} números de série de cada vez.',
      noSerials: 'Escreva pelo menos um número de série.',
      create: 'Criar os terminais',
      creating: 'Criando os terminais…',
    },
  },
} satisfies DeepStrings<typeof terminalImportEs>;
