/** The file an export is saved as: the day it was made, in the administrator's calendar. */
export function exportFileName(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `audit-log-${now.getFullYear()}-${month}-${day}.csv`;
}

/**
 * The server's CSV as a file, byte for byte: its byte-order mark stays first (a spreadsheet then reads
 * the Chinese in it as UTF-8), so nothing here trims or re-encodes the text.
 */
export function csvFile(csv: string): Blob {
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}

/** Saves a file through the browser's download, as a link with `download` does. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is kept a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
