// `/`: the login form. A remembered session survives the browser; otherwise it lasts for the tab.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { loginSchema } from 'shared-ui/schemas/auth';
import { CheckboxField, PasswordField, SchemaForm, TextField } from 'shared-ui/forms';
import { ApiError, signIn, useSessionStore } from 'shared-ui/session';
import { validation } from 'shared-ui/texts';
import { Button, Typography } from '../../antd-public';
import { hasFieldErrors } from './authErrors';
import { PublicFrame } from './PublicFrame';
import { PUBLIC_PAGES } from './publicPages';
import styles from './PublicFrame.module.css';
import { LazyServerNotice, LazySessionExpiredNotice } from './LazyServerNotice';
import { useAfterSignIn } from '../../layout/guards';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

const INITIAL: LoginValues = { username: '', password: '', remember: false };

// SPEC.md names 404 for a failed login, the API answers 401: both mean wrong credentials.
const isBadCredentials = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

export default function LoginPage() {
  const navigate = useNavigate();
  const [unreachable, setUnreachable] = useState(false);
  const expired = useSessionStore((s) => s.ended === 'expired');
  const next = useAfterSignIn();

  return (
    <PublicFrame
      title={PUBLIC_PAGES.login.title}
      intro={PUBLIC_PAGES.login.intro}
      footer={
        <Typography.Text>
          ¿No tienes cuenta? <Link to="/registro">Regístrate</Link>
        </Typography.Text>
      }
    >
      {expired && !unreachable && <LazySessionExpiredNotice />}
      {unreachable && <LazyServerNotice />}
      <SchemaForm<LoginValues>
        guardUnsaved={false}
        id="login"
        schema={loginSchema}
        initialValues={INITIAL}
        onSubmit={async ({ username, password, remember }, helpers) => {
          setUnreachable(false);
          try {
            await signIn({ username, password }, remember);
            navigate(next, { replace: true });
          } catch (error) {
            if (isBadCredentials(error)) {
              // The message goes under the password; the user field is marked without repeating it.
              helpers.setErrors({ username: ' ', password: validation.login.invalid });
            } else if (hasFieldErrors(error)) {
              throw error;
            } else {
              setUnreachable(true);
            }
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="username" label="Usuario" autoComplete="username" required />
            <PasswordField name="password" label="Contraseña" required />
            <div className={styles.row}>
              <CheckboxField name="remember">Recordarme</CheckboxField>
              <Typography.Text>
                <Link to="/recuperar-clave">¿Olvidaste tu contraseña?</Link>
              </Typography.Text>
            </div>
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              Ingresar
            </Button>
          </>
        )}
      </SchemaForm>
    </PublicFrame>
  );
}
