import type { ResourceMessages } from '../../core/messageTypes';
import type { artemisReports } from '../schema';

export const messages = {
  name: { one: 'Reporte Artemis', other: 'Reportes Artemis' },
  fields: {
    generatedAt: 'Fecha de generación',
    fileName: 'Nombre del archivo',
    period: 'Período',
    status: 'Estado',
    records: 'Registros',
    generatedBy: 'Generado por',
  },
  groups: {},
  choices: {
    status: { GENERATED: 'Generado', SENT: 'Enviado', FAILED: 'Fallido' },
  },
} satisfies ResourceMessages<typeof artemisReports>;
