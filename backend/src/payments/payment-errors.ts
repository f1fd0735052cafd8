import { notFound } from '../common/domain-error';

/** A checkout that does not exist or is not the viewer's: both answer the same 404. */
export const unknownSession = () => notFound('PAYMENT.SESSION_NOT_FOUND', 'Payment session not found');
