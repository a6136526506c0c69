/** The upload rules the form enforces before sending anything: type, size and count (DESIGN.md section 3). */
import { LIMITS, UPLOAD_EXTENSIONS } from 'shared-ui/schemas';
import { api as apiTexts } from 'shared-ui/texts';
import noPhoto from './no-photo.svg';
import pdfPlaceholder from './pdf-placeholder.svg';

export { noPhoto, pdfPlaceholder };

/** 'Foto.JPG' -> 'jpg'; '' when the name has no extension. */
export const extensionOf = (name: string) => {
  const clean = name.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot > clean.lastIndexOf('/') && dot >= 0 ? clean.slice(dot + 1).toLowerCase() : '';
};

export const isPdf = (nameOrUrl: string) => extensionOf(nameOrUrl) === 'pdf';

/** What to show for an uploaded file: a pdf gets the placeholder picture. */
export const previewOf = (url: string | null | undefined) =>
  !url ? noPhoto : isPdf(url) ? pdfPlaceholder : url;

/** The `accept` attribute of the file input. */
export const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * Why `file` cannot be added when `taken` files are already in the form (or earlier in the
 * same pick), or null when it can. The texts are the API's own refusals.
 */
export const refusal = (file: { name: string; size: number }, taken: number): string | null => {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return apiTexts.uploadType;
  if (file.size > LIMITS.uploadBytes) return apiTexts.uploadSize;
  if (taken >= LIMITS.uploadFiles) return apiTexts.uploadCount;
  return null;
};

/** Pictures first (the first one is the list's photo), pdfs after, each group in upload order. */
export const photosFirst = (urls: readonly string[]) => [
  ...urls.filter((u) => !isPdf(u)),
  ...urls.filter((u) => isPdf(u)),
];

/**
 * The file name shown for a stored upload URL; a stored value that is not valid percent-encoding
 * (saved before the API checked images) is shown as it is, never breaking the page.
 */
export const fileNameOf = (url: string) => {
  const name = url.split(/[?#]/)[0]?.split('/').pop() || url;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};
