/** Access and security tab: current password, a new one in the required format, and its confirmation. */
import { EditableForm, useFeedback } from 'shared-ui';
import { PasswordField } from 'shared-ui/forms';
import { passwordChangeSchema } from 'shared-ui/schemas';
import { ApiError } from 'shared-ui/session';
import { accountApi, type PasswordChange } from '../../api';
import { accountTexts } from '../../texts';

const blank: PasswordChange = { current: '', password: '', confirm: '' };

export function SecurityForm() {
  const feedback = useFeedback();
  const save = async (change: PasswordChange) => {
    try {
      await accountApi.changePassword(change);
      return blank;
    } catch (error) {
      // A wrong current password comes back as a field error, shown under the field.
      const onField = error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
      if (!onField) feedback.sendError();
      throw error;
    }
  };

  return (
    <EditableForm<PasswordChange>
      id="security"
      title={accountTexts.security}
      schema={passwordChangeSchema}
      saved={blank}
      onSave={save}
      successTitle={accountTexts.passwordSaved}
    >
      <PasswordField name="current" label={accountTexts.currentPassword} required />
      <PasswordField
        name="password"
        label={accountTexts.newPassword}
        required
        autoComplete="new-password"
        extra={accountTexts.passwordHint}
      />
      <PasswordField
        name="confirm"
        label={accountTexts.confirmPassword}
        required
        autoComplete="new-password"
      />
    </EditableForm>
  );
}
