// Shown for any path that no route, of the shell or of a remote, owns.
import { NotFoundResult } from 'shared-ui';
import 'antd-static-css/layout.css';

export const NotFoundPage = NotFoundResult;
export default NotFoundResult;
