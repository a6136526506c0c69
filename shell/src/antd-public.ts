// antd for the public pages (login, registro, recuperar-clave), imported component by component so
// that `/` does not fetch the whole shared antd. In the shell build these are the very modules the
// shared `antd` is made of, so the page still holds ONE antd and one ConfigProvider context.
// Private pages and remotes import from 'antd' as usual.
export { default as Alert } from 'antd/es/alert';
export { default as App } from 'antd/es/app';
export { default as Button } from 'antd/es/button';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Flex } from 'antd/es/flex';
export { default as Form } from 'antd/es/form';
export { default as Input } from 'antd/es/input';
export { default as esES } from 'antd/es/locale/es_ES';
export { default as Typography } from 'antd/es/typography';
