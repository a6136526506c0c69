/** A file the browser saves, and the name of a list's CSV file: nothing here loads the CSV writer. */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'campanas-2026-11-23.csv': what and when (the local date). */
export const csvFileName = (name: string, date = new Date()) =>
  `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;

/** Hands the browser a file to download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
