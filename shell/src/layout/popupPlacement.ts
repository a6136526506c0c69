// Where a header pop-up opens: under its button's corner, or centred under it on a phone.
import { usePhone } from 'shared-ui';

/**
 * antd flips a corner placement at the screen's edge but does not shift it, and a pop-up wider than
 * what lies beside its button goes off the screen; a centred one ('bottom') is shifted to fit.
 */
export function usePopupPlacement(wide: 'bottomLeft' | 'bottomRight') {
  return usePhone() ? 'bottom' : wide;
}
