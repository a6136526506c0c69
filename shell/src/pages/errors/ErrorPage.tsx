// Shown when a page or a remote cannot be loaded; the layout around it keeps working.
import { useLayoutEffect } from 'react';
import { ErrorResult } from 'shared-ui';
import { dropFirstPaint } from '../../frame';
import 'antd-static-css/layout.css';

/** An error before any frame was drawn takes index.html's first paint's place too. */
export default function ErrorPage() {
  useLayoutEffect(dropFirstPaint, []);
  return <ErrorResult />;
}
