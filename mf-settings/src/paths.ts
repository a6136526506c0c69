/** The settings area's URL (one page, its tabs in the query: `?tab=sms`). */
export const SETTINGS_PATH = '/configuracion';
