// The password rules shown under the new password, each ticked as soon as the typed value meets it,
// and the fields of a new password (new, its rules, confirm) as every public page asks for one.
import { PasswordField } from 'shared-ui/forms';
import styles from './PublicFrame.module.css';

const RULES: ReadonlyArray<{ text: string; test: (value: string) => boolean }> = [
  { text: 'Al menos 8 caracteres', test: (v) => v.length >= 8 },
  { text: 'Una letra minúscula', test: (v) => /[a-z]/.test(v) },
  { text: 'Una letra mayúscula', test: (v) => /[A-Z]/.test(v) },
  { text: 'Uno de estos caracteres: @ # $ % ^ & + * =', test: (v) => /[@#$%^&+*=]/.test(v) },
];

export function PasswordHints({ id, value }: { id: string; value: string }) {
  return (
    <ul id={id} className={styles.hints} aria-label="Requisitos de la contraseña">
      {RULES.map(({ text, test }) => {
        const met = test(value);
        return (
          <li key={text} className={met ? `${styles.hint} ${styles.hintMet}` : styles.hint}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span>
            <span>
              {text}
              {met && <span className={styles.srOnly}> (cumplido)</span>}
            </span>
          </li>
        );
      })}
      <li className={styles.hint}>
        <span aria-hidden="true">•</span>
        <span>Se recomienda incluir un número; máximo 50 caracteres</span>
      </li>
    </ul>
  );
}

/**
 * 'Nueva contraseña', its rules ticked as typed, and 'Confirmar contraseña': the form's `password`
 * and `confirm` fields (registration, a first password after 'Dar acceso').
 */
export function NewPasswordFields({ hintsId, value }: { hintsId: string; value: string }) {
  return (
    <>
      <PasswordField
        name="password"
        label="Nueva contraseña"
        autoComplete="new-password"
        required
      />
      <PasswordHints id={hintsId} value={value} />
      <PasswordField
        name="confirm"
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
      />
    </>
  );
}
