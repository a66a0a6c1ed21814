import type { DeepStrings } from '../../../i18n/types';
import type { csvImportEs } from './es';

export const csvImportPt = {
  csvImport: {
    csv: {
      example: 'Baixar CSV de exemplo',
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
      detail: '{{done}} de {{total}} linhas enviadas',
      cancel: 'Cancelar',
      cancelling: 'Cancelando: o lote em andamento termina e nenhuma outra linha é enviada…',
    },
    report: {
      title: 'Resultado da importação',
      rejected: 'Linhas rejeitadas: {{count}}',
      notSent: 'Linhas não enviadas: {{count}}',
      cancelled: 'A importação foi cancelada: as linhas já enviadas são mantidas; o restante não foi enviado.',
      stopped: 'A importação parou porque o servidor não respondeu: os terminais já criados são mantidos.',
      download: 'Baixar as linhas rejeitadas (CSV)',
      noneRejected: 'Nenhuma linha foi rejeitada.',
      again: 'Importar outro arquivo',
    },
    columns: {
      row: 'Linha',
      column: 'Coluna',
      code: 'Código',
      message: 'Motivo',
      status: 'Status',
    },
  },
} satisfies DeepStrings<typeof csvImportEs>;
