/**
 * The banner that says the API cannot be reached; when the browser is back online the page
 * loads what it could not (the same as 'Reintentar'). Mounted once, inside the router.
 */
import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useConnectionStore } from 'shared-ui/session';
import { recovery } from 'shared-ui/texts';
import { useRetry } from './states';

export function ConnectionBanner() {
  const unreachable = useConnectionStore((s) => s.unreachable);
  const retry = useRetry();
  const retryRef = useRef(retry);
  retryRef.current = retry;

  useEffect(() => {
    const onOnline = () => {
      if (useConnectionStore.getState().unreachable) retryRef.current();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  if (!unreachable) return null;
  return (
    <Alert
      banner
      type="warning"
      showIcon
      role="alert"
      title={recovery.unreachable}
      action={
        <Button size="small" onClick={retry}>
          {recovery.retry}
        </Button>
      }
    />
  );
}
