/** The User Timing mark prefetchOnIdle leaves once it has asked for everything (the e2e waits on it). */
export const IDLE_PREFETCH_MARK = 'backoffice:idle-prefetch';
