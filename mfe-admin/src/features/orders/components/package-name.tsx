import { FormattedMessage } from 'react-intl';
import { CUSTOM_OFFER_PACKAGE } from '@market/contracts';

/** An ordered package's name ('basic', 'standard', 'premium', 'custom offer') in the reader's language. */
export function PackageName({ type }: { type: string }) {
  return (
    <FormattedMessage
      id="admin.orders.packageName"
      defaultMessage="{type, select, basic {basic} standard {standard} premium {premium} custom {custom offer} other {{name}}}"
      values={{ type: type === CUSTOM_OFFER_PACKAGE ? 'custom' : type, name: type }}
    />
  );
}
