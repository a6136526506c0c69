/** The wallet area's URLs. */
export const WALLET_PATH = '/wallet';
/** The top-up flow, opened over the wallet page. */
export const TOP_UP_PATH = '/wallet/recargar';
