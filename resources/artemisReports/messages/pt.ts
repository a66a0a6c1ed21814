import type { ResourceMessages } from '../../core/messageTypes';
import type { artemisReports } from '../schema';

export const messages = {
  name: { one: 'Relatório Artemis', other: 'Relatórios Artemis' },
  fields: {
    generatedAt: 'Data de geração',
    fileName: 'Nome do arquivo',
    period: 'Período',
    status: 'Status',
    records: 'Registros',
    generatedBy: 'Gerado por',
  },
  groups: {},
  choices: {
    status: { GENERATED: 'Gerado', SENT: 'Enviado', FAILED: 'Com falha' },
  },
} satisfies ResourceMessages<typeof artemisReports>;
