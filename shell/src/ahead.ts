// Asks for libraries a page needs beside the page itself: each then runs in the task its file
// arrives in, not all together in the page's (short tasks keep a phone responsive while the page
// starts). These are the same requests the page makes, so a failure shows through the page's own
// import. No imports of its own: the entry (index.ts) uses it before its async boundary.
export function ahead(...requests: Promise<unknown>[]): void {
  for (const request of requests) request.catch(() => undefined);
}
