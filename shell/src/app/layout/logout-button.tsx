import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { useLogout } from '@/features/auth/api/logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button
      variant="outline-danger"
      size="sm"
      className="logout-button tap-target ms-lg-2 my-2 my-lg-0"
      onClick={() => void logout()}
    >
      <FormattedMessage id="shell.header.logout" defaultMessage="Logout" />
    </Button>
  );
}
