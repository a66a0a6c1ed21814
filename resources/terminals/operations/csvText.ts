/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
export const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV text (comma separated, CRLF lines) of a header and rows. */
export const csvText = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
