// Shown instead of every private page to a user signed in with a temporary password (given with
// 'Dar acceso'): they choose theirs under the password rule before anything else; the API lets
// that session do nothing else meanwhile. Once saved, the session may do what its roles allow.
import { useState } from 'react';
import { PasswordField, SchemaForm } from 'shared-ui/forms';
import { passwordChangeSchema } from 'shared-ui/schemas/auth';
import { api, refreshAccess, signOut } from 'shared-ui/session';
import { access } from 'shared-ui/texts';
import { Button } from '../../antd-public';
import { hasFieldErrors } from '../auth/authErrors';
import { LazyServerNotice } from '../auth/LazyServerNotice';
import { NewPasswordFields } from '../auth/PasswordHints';
import { PublicFrame } from '../auth/PublicFrame';

interface ChoosePasswordValues {
  current: string;
  password: string;
  confirm: string;
}

const INITIAL: ChoosePasswordValues = { current: '', password: '', confirm: '' };

export default function ChoosePasswordPage() {
  const [unreachable, setUnreachable] = useState(false);
  return (
    <PublicFrame
      title={access.choosePasswordTitle}
      intro={access.choosePasswordIntro}
      footer={
        <Button type="link" onClick={signOut}>
          Cerrar sesión
        </Button>
      }
    >
      {unreachable && <LazyServerNotice />}
      <SchemaForm<ChoosePasswordValues>
        guardUnsaved={false}
        id="choose-password"
        schema={passwordChangeSchema}
        initialValues={INITIAL}
        onSubmit={async (values) => {
          setUnreachable(false);
          try {
            await api.put('/account/password', values, { silent: true });
          } catch (error) {
            if (hasFieldErrors(error)) throw error;
            setUnreachable(true);
            return;
          }
          // The API lets the session do what its roles allow now: the layout follows.
          await refreshAccess();
        }}
      >
        {({ values, isSubmitting }) => (
          <>
            <PasswordField
              name="current"
              label={access.temporaryPassword}
              autoComplete="current-password"
              required
            />
            <NewPasswordFields hintsId="choose-password-hints" value={values.password} />
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {access.choosePassword}
            </Button>
          </>
        )}
      </SchemaForm>
    </PublicFrame>
  );
}
