// `/registro`: creates a company and its first account (POST /auth/register), then offers to go back to the login.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ResultModal, SchemaForm, TextField } from 'shared-ui/forms';
import { registerSchema } from 'shared-ui/schemas/auth';
import { api } from 'shared-ui/session';
import { api as apiTexts, labels } from 'shared-ui/texts';
import { Button, Typography } from '../../antd-public';
import { hasFieldErrors } from './authErrors';
import { NewPasswordFields } from './PasswordHints';
import { PublicFrame } from './PublicFrame';
import { PUBLIC_PAGES } from './publicPages';
import { LazyServerNotice } from './LazyServerNotice';

interface RegisterValues {
  email: string;
  password: string;
  confirm: string;
}

const INITIAL: RegisterValues = { email: '', password: '', confirm: '' };

/**
 * The API answers a known email as a new one (so the form cannot tell who has an account): the
 * next step reads right either way.
 */
export const REGISTERED_NEXT =
  'Ya puede iniciar sesión con su correo electrónico y su contraseña. Si el correo ya tenía una cuenta, esta no cambia: use «¿Olvidaste tu contraseña?».';

export default function RegisterPage() {
  const navigate = useNavigate();
  const [unreachable, setUnreachable] = useState(false);
  const [done, setDone] = useState(false);

  return (
    <PublicFrame
      title={PUBLIC_PAGES.register.title}
      intro={PUBLIC_PAGES.register.intro}
      footer={
        <Typography.Text>
          ¿Ya tienes cuenta? <Link to="/">Inicia sesión</Link>
        </Typography.Text>
      }
    >
      {unreachable && <LazyServerNotice />}
      <SchemaForm<RegisterValues>
        guardUnsaved={false}
        id="register"
        schema={registerSchema}
        initialValues={INITIAL}
        onSubmit={async (values, helpers) => {
          setUnreachable(false);
          try {
            await api.post('/auth/register', values, { silent: true });
            helpers.resetForm();
            setDone(true);
          } catch (error) {
            if (hasFieldErrors(error)) throw error;
            setUnreachable(true);
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <>
            <TextField
              name="email"
              type="email"
              label="Correo electrónico"
              autoComplete="email"
              required
            />
            <NewPasswordFields hintsId="register-password-hints" value={values.password} />
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {labels.register}
            </Button>
          </>
        )}
      </SchemaForm>
      <ResultModal
        open={done}
        title={apiTexts.registered}
        subTitle={REGISTERED_NEXT}
        onClose={() => setDone(false)}
        actions={[{ label: 'Iniciar sesión', primary: true, onClick: () => navigate('/') }]}
      />
    </PublicFrame>
  );
}
