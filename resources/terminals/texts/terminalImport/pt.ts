import type { DeepStrings } from '../../../../i18n/types';
import type { terminalImportEs } from './es';

export const terminalImportPt = {
  terminalImport: {
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
      exampleFile: 'terminais-exemplo.csv',
    },
    progress: {
      title: 'Importando terminais',
    },
    report: {
      created: 'Terminais criados: {{count}}',
      rejectedFile: 'terminais-rejeitados.csv',
      viewList: 'Ver os terminais',
    },
    columns: {
      key: 'Número de série',
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
