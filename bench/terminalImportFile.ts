/**
 * The 100,000-row file of the import bench: four rows in five good, and every fifth row bad in
 * one of five ways, so both the problems found before sending and the service's refusals come
 * by the thousand: a bad serial (TM-0001) and a missing commerce (PM-0035) and a serial repeated
 * in the file (TM-0008) are caught in the worker; an unknown brand (PM-0036) and a serial the
 * entity already has (TM-0008 again, this time from the service) by the service.
 */
export interface BenchNames {
  places: { commerceCode: string; group: string }[];
  brand: string;
  model: string;
  /** Serial numbers the entity already holds, each used once. */
  existing: string[];
}

export interface BenchFile {
  csv: string;
  good: number;
  bad: number;
}

export const BENCH_HEADER = 'serialNumber,alias,commerceCode,group,brand,model,profile,owner,distributor';

export const benchFile = (rows: number, prefix: string, names: BenchNames): BenchFile => {
  const lines = [BENCH_HEADER];
  const existing = [...names.existing];
  let good = 0;
  const serialOf = (i: number) => `${prefix}${String(i).padStart(9, '0')}`;
  for (let i = 0; i < rows; i++) {
    const { commerceCode, group } = names.places[i % names.places.length];
    const line = (serial: string, commerce = commerceCode, brand = names.brand) =>
      `${serial},Caja ${i % 40},${commerce},${group},${brand},${names.model},,Entidad,`;
    if (i % 5 !== 0) {
      lines.push(line(serialOf(i)));
      good += 1;
      continue;
    }
    const kind = (i / 5) % 5;
    if (kind === 0) lines.push(line(`mal ${i}`));
    else if (kind === 1) lines.push(line(serialOf(i), ''));
    else if (kind === 2 && i > 0) lines.push(line(serialOf(i - 1)));
    else if (kind === 4 && existing.length) lines.push(line(String(existing.pop())));
    else lines.push(line(serialOf(i), commerceCode, 'Marca inexistente'));
  }
  return { csv: lines.join('\n') + '\n', good, bad: rows - good };
};
