// Shown when a page or a remote cannot be loaded; the layout around it keeps working.
import { ErrorResult } from 'shared-ui';
import 'antd-static-css/layout.css';

export const ErrorPage = ErrorResult;
export default ErrorResult;
