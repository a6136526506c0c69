// The shell's own release id: a hash of its build, written into index.html's
// `<meta name="release">` after the build (scripts/release-id.ts). A dev server has none.

let cached: string | null | undefined;

/** The release of the shell this tab runs, or null (a dev server, a test). */
export function shellRelease(): string | null {
  if (cached === undefined) {
    const meta =
      typeof document === 'undefined' ? null : document.querySelector('meta[name="release"]');
    cached = meta?.getAttribute('content') || null;
  }
  return cached;
}
