import type { DeepStrings } from '../../../../i18n/types';
import type { dashboardEs } from './es';

/** Texts of the home dashboard in Portuguese. */
export const dashboardPt = {
  dashboard: {
    title: 'Início',
    entity: 'Entidade: {{name}}',
    tabs: {
      label: 'Seções do início',
      operations: 'Operações',
      day: 'Transações do dia',
    },
    monthly: {
      title: 'Operações por mês',
      subtitle: 'Últimos {{months}} meses até o último mês com operações',
      chartDescription: 'Gráfico de barras com o número de operações de cada mês: {{values}}.',
      bar_one: '{{label}}: {{operations}} operação, total líquido {{amount}}',
      bar_other: '{{label}}: {{operations}} operações, total líquido {{amount}}',
      empty: 'Não há operações nestes meses.',
    },
    latest: {
      title: 'Últimas operações',
      viewAll: 'Ver todas',
      empty: 'Ainda não há operações.',
    },
    day: {
      date: 'Dia (UTC)',
      latestHint: 'Mostrando o último dia com operações.',
      showLatest: 'Ir para o último dia com operações',
      sales: 'Vendas',
      cancellations: 'Cancelamentos',
      net: 'Total líquido',
      refunds: 'Devoluções',
      netHint: 'Vendas menos cancelamentos e devoluções',
      operations_one: '{{smart_count}} operação',
      operations_other: '{{smart_count}} operações',
      hourlyTitle: 'Operações por hora',
      hourlySubtitle: 'Horas em UTC',
      hourlyDescription: 'Gráfico de barras com o número de operações de cada hora do dia: {{values}}.',
      hourBar_one: '{{hour}}: {{operations}} operação, total líquido {{amount}}',
      hourBar_other: '{{hour}}: {{operations}} operações, total líquido {{amount}}',
      hour: '{{hour}} h',
      emptyTitle: 'Sem transações',
      emptyBody: 'Não há transações em {{date}}.',
      noData: 'A entidade ainda não tem operações.',
    },
    chart: {
      keyboardHint: 'Use as setas do teclado para percorrer as barras.',
    },
    error: 'Não foi possível carregar os dados.',
    retry: 'Tentar novamente',
  },
} satisfies DeepStrings<typeof dashboardEs>;
