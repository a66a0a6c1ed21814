/** Texts of running a saved report, in Spanish. */
export const reportRunEs = {
  reportRun: { column: 'Ejecutar', run: 'Ejecutar', runNamed: 'Ejecutar el reporte {{name}}' },
};
