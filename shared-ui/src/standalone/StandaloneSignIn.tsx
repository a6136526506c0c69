/** The developer's sign-in for a remote running alone: the demo account against the mock API. */
import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { PasswordField, SchemaForm, TextField } from 'shared-ui/forms';
import { loginSchema } from 'shared-ui/schemas';
import { signIn } from 'shared-ui/session';

export function StandaloneSignIn() {
  const [failed, setFailed] = useState(false);
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Card title="Remote en modo independiente: iniciar sesión" style={{ width: 400 }}>
        <SchemaForm
          id="standalone-login"
          schema={loginSchema}
          initialValues={{ username: 'admin', password: '', remember: true }}
          onSubmit={async (values) => {
            setFailed(false);
            try {
              await signIn(values, true);
            } catch {
              setFailed(true);
            }
          }}
        >
          {(formik) => (
            <>
              <TextField name="username" label="Usuario" autoComplete="username" required />
              <PasswordField name="password" label="Contraseña" required />
              {failed && <Alert type="error" showIcon title="No se pudo iniciar sesión" />}
              <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
                Ingresar
              </Button>
            </>
          )}
        </SchemaForm>
      </Card>
    </Flex>
  );
}
