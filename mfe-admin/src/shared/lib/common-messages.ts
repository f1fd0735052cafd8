import { defineMessages } from 'react-intl';

/** Words many admin screens share (the dialogs' buttons of @market/ui, which default to English). */
export const commonMessages = defineMessages({
  delete: { id: 'admin.common.delete', defaultMessage: 'Delete' },
  cancel: { id: 'admin.common.cancel', defaultMessage: 'Cancel' },
  loading: { id: 'admin.common.loading', defaultMessage: 'Loading…' },
});
