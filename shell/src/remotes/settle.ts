// Promises that React's `use` can read without suspending once they have settled.

type Settled<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Records a promise's outcome on it, the way React's `use` reads a thenable: once settled, `use`
 * returns (or throws) at once instead of suspending, so no loading fallback is committed (React
 * would then hold the page back for 300 ms before revealing it).
 */
export function settle<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Settled<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
