// The operators' screen (pages/status): where it lives, for the route and the user pop-up's link.
export const AREA_STATUS_PATH = '/estado-de-las-areas';
/** What opening it needs (the API's /client-errors asks the same). */
export const STATUS_PERMISSION = 'status.read';
