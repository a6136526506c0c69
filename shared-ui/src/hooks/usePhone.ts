/** Whether the screen is a phone's: the width below which the frame and shared pieces lay out for one. */
import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '../constants';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
};
const matches = () => window.matchMedia(PHONE_QUERY).matches;

/** True on a phone's width; follows the window as it is resized or turned. */
export const usePhone = (): boolean => useSyncExternalStore(subscribe, matches, () => false);
