/**
 * The private frame's measures and breakpoints, in one place: the layout's components read them
 * here, layout.module.css repeats them (a media query cannot read a variable; frame.test.ts keeps
 * the two equal), and a first paint drawn before the scripts must draw the same frame.
 */

/** The side menu's width, open and collapsed to its icons. */
export const SIDER_WIDTH = 248;
export const SIDER_COLLAPSED_WIDTH = 80;

/** The header's height (antd's Layout.Header). */
export const HEADER_HEIGHT = 64;

/** SPEC.md: below antd's `xl` breakpoint (1200 px) the side menu collapses to its icons. */
export const NARROW_MAX_WIDTH = 1199.98;
export const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

/**
 * A phone (shared-ui's, below 768 px; its React-free entry): the header loses some padding and the
 * open side menu lies over the page instead of pushing it off the right edge.
 */
export { PHONE_MAX_WIDTH, PHONE_QUERY } from 'shared-ui/schemas';

/** Left and right padding of the header, on a phone and above. */
export const HEADER_PADDING = 16;
export const PHONE_HEADER_PADDING = 8;

/** The page's padding, at every width. */
export const CONTENT_PADDING = 24;
