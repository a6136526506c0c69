// The private frame's breakpoints, for the layout's scripts (matchMedia): a media query cannot read
// a CSS variable, so layout.module.css writes them out (frame.test.ts keeps the two equal). Its
// measures and colours are CSS variables, in ../frame.css only.

/** SPEC.md: below antd's `xl` breakpoint (1200 px) the side menu collapses to its icons. */
export const NARROW_QUERY = '(max-width: 1199.98px)';

/**
 * A phone (shared-ui's, below 768 px): the header loses some padding and the open side menu lies
 * over the page instead of pushing it off the right edge. From shared-ui's root entry (built into
 * the shell, so only constants.ts comes): its schemas entry, shared whole, would bring all of yup.
 */
export { PHONE_QUERY } from 'shared-ui';
