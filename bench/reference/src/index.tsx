// A plain login page, the way a single-bundle React + antd app would write it: the yardstick.
import { Button, Card, Checkbox, ConfigProvider, Form, Input, Typography } from 'antd';
import esES from 'antd/locale/es_ES';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

function LoginPage() {
  return (
    <main className="page">
      <Card className="card">
        <Typography.Text className="brand">Back-office de campañas</Typography.Text>
        <Typography.Title level={1} className="title">
          Iniciar sesión
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Ingrese sus datos para acceder al back-office.
        </Typography.Paragraph>
        <Form layout="vertical" requiredMark={false} onFinish={() => undefined}>
          <Form.Item
            name="username"
            label="Usuario"
            rules={[{ required: true, message: 'Ingrese su usuario' }]}
          >
            <Input autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item
            name="password"
            label="Contraseña"
            rules={[{ required: true, message: 'Ingrese su contraseña' }]}
          >
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>Recordarme</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block>
            Ingresar
          </Button>
        </Form>
      </Card>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={esES}>
      <LoginPage />
    </ConfigProvider>
  </StrictMode>,
);
