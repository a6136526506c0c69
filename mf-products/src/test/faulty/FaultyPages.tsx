// Test-only, top of src: part of the faulty build that the e2e failure tests serve, no page.
// Two pages that fail: one throws while it draws; the other draws, then throws from a timer and
// leaves a promise rejected, over and over, as a page stuck in a loop does.
import { Typography } from 'antd';
import { useEffect } from 'react';
import { PageFrame } from 'shared-ui';
import { FAULTY } from './texts';

export function FailsToRender(): never {
  throw new Error(FAULTY.renderError);
}

export function FailsInALoop() {
  useEffect(() => {
    const timer = window.setInterval(() => {
      void Promise.reject(new Error(FAULTY.rejection));
      throw new Error(FAULTY.timerError);
    }, 20);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <PageFrame title={FAULTY.loopTitle} breadcrumb={[{ title: 'Productos' }]}>
      <Typography.Paragraph>{FAULTY.timerError}</Typography.Paragraph>
    </PageFrame>
  );
}
