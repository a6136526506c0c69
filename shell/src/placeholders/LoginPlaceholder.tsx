// Stand-in for the login screen (replaced by shell/src/pages): a real antd form, so the size of `/` is honest.
import { useNavigate } from 'react-router-dom';
import { Button, Card, Checkbox, Flex, Form, Input, Typography } from '../antd-public';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

export default function LoginPlaceholder() {
  const navigate = useNavigate();
  const onFinish = (_values: LoginValues) => navigate('/dashboard');
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1}>Iniciar sesión</Typography.Title>
        <Form<LoginValues> layout="vertical" initialValues={{ remember: true }} onFinish={onFinish}>
          <Form.Item label="Usuario" name="username" rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Contraseña" name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Recordarme</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            Ingresar
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
