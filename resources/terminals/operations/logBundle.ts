interface LogFile {
  id: number;
  serialNumber: string;
  fileName: string;
  type: string;
  createdAt: string;
}

const TAGS: Record<string, string[]> = {
  SYSTEM: ['ActivityManager', 'WifiService', 'BatteryService', 'PackageManager'],
  APPLICATION: ['PaymentService', 'EmvKernel', 'PrinterService', 'HostClient'],
  CRASH: ['AndroidRuntime', 'ActivityManager', 'libc'],
};

/**
 * The archive a terminal uploads: one text log named after the file. Its lines are derived from
 * the record, so the same file always downloads the same bytes (fflate zips it, loaded on first use;
 * a fixed date keeps the archive's bytes the same too).
 */
export const logBundle = async (log: LogFile): Promise<Uint8Array> => {
  const { zipSync } = await import('fflate');
  const tags = TAGS[log.type] ?? TAGS.SYSTEM;
  const start = Date.parse(log.createdAt) - 3_600_000;
  const lines = Array.from({ length: 40 }, (_, i) => {
    const time = new Date(start + i * 90_000 + ((log.id * 7919 + i * 104_729) % 60_000)).toISOString();
    const level = log.type === 'CRASH' && i > 34 ? 'E' : i % 9 === 0 ? 'W' : 'I';
    return `${time} ${level}/${tags[(log.id + i) % tags.length]}: ${log.serialNumber} event ${i + 1}`;
  });
  const name = log.fileName.replace(/\.zip$/i, '') + '.log';
  const bytes = new TextEncoder().encode(lines.join('\n') + '\n');
  return zipSync({ [name]: [bytes, { level: 6, mtime: log.createdAt }] });
};
