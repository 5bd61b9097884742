/**
 * CSV that a Norwegian spreadsheet opens as it should: UTF-8 with a byte-order mark (so æøå
 * survive), ';' between fields (',' is the decimal sign), decimal commas, CRLF line ends, and
 * quotes around any field that holds a separator, a quote or a line break.
 */
export type CsvValue = string | number | null;

const BOM = '\uFEFF';

function field(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  // A leading = + - @ would start a formula in a spreadsheet: never run what a name says.
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(';')).join('\r\n') + '\r\n';
}

/** Offers the text as a file download (nothing leaves the device). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
