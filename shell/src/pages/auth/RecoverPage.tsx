// `/recuperar-clave`: asks for the recovery e-mail (POST /auth/recover); the answer never reveals accounts.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ResultModal, SchemaForm, TextField } from 'shared-ui/forms';
import { recoverSchema } from 'shared-ui/schemas/auth';
import { api } from 'shared-ui/session';
import { api as apiTexts, labels } from 'shared-ui/texts';
import { Button, Typography } from '../../antd-public';
import { hasFieldErrors } from './authErrors';
import { PublicFrame } from './PublicFrame';
import { PUBLIC_PAGES } from './publicPages';
import { LazyServerNotice } from './LazyServerNotice';

interface RecoverValues {
  email: string;
}

export default function RecoverPage() {
  const navigate = useNavigate();
  const [unreachable, setUnreachable] = useState(false);
  const [done, setDone] = useState(false);

  return (
    <PublicFrame
      title={PUBLIC_PAGES.recover.title}
      intro={PUBLIC_PAGES.recover.intro}
      footer={
        <Typography.Text>
          ¿La recordaste? <Link to="/">Volver al inicio de sesión</Link>
        </Typography.Text>
      }
    >
      {unreachable && <LazyServerNotice />}
      <SchemaForm<RecoverValues>
        guardUnsaved={false}
        id="recover"
        schema={recoverSchema}
        initialValues={{ email: '' }}
        onSubmit={async (values, helpers) => {
          setUnreachable(false);
          try {
            await api.post('/auth/recover', values, { silent: true });
            helpers.resetForm();
            setDone(true);
          } catch (error) {
            if (hasFieldErrors(error)) throw error;
            setUnreachable(true);
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="email"
              type="email"
              label="Correo electrónico"
              autoComplete="email"
              required
            />
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {labels.recover}
            </Button>
          </>
        )}
      </SchemaForm>
      <ResultModal
        open={done}
        title="Solicitud enviada"
        subTitle={apiTexts.recoverSent}
        onClose={() => setDone(false)}
        actions={[
          { label: 'Volver al inicio de sesión', primary: true, onClick: () => navigate('/') },
        ]}
      />
    </PublicFrame>
  );
}
