import { useIntl } from 'react-intl';
import { PasswordField } from './password-field';

/** A new password typed twice (reset, joining the team); `validateReset` checks the pair. */
export function NewPasswordFields(props: {
  label: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={props.label}
        name="password"
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        toggle
      />
      <PasswordField
        label={intl.formatMessage({ id: 'shell.form.confirmPassword', defaultMessage: 'Confirm Password' })}
        name="confirmPassword"
        autoComplete="new-password"
        value={props.confirm}
        onChange={props.onConfirm}
        toggle
      />
    </>
  );
}
