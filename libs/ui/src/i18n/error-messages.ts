import { defineMessages, type MessageDescriptor } from 'react-intl';

const PREFIX = 'ui.error.';

/**
 * The reader's words for the API's refusals, keyed by the error body's stable `code`: ids
 * `ui.error.<CODE>`, or `ui.error.<CODE>.<variant>` where the backend says one code in several
 * sentences. Each English text is the backend's message word for word (error-messages.test.ts
 * reads backend/src and fails when the two differ), so a page in English reads as the server
 * wrote. Messages the server builds from run-time parts (a limit, a field, a status) are not
 * here: the server's English is shown for them.
 */
export const ERROR_MESSAGES = defineMessages({
  'ACCOUNT.ADMIN': {
    id: 'ui.error.ACCOUNT.ADMIN',
    defaultMessage: 'An admin account is closed by another admin, not deleted by itself',
  },
  'ACCOUNT.OPEN_ORDERS': {
    id: 'ui.error.ACCOUNT.OPEN_ORDERS',
    defaultMessage:
      'Your account cannot be deleted while an order you paid for is still in work: wait until it is completed or cancelled',
  },
  'ACCOUNT.PASSWORD_INCORRECT': {
    id: 'ui.error.ACCOUNT.PASSWORD_INCORRECT',
    defaultMessage: 'Password is incorrect',
  },
  'ACCOUNT.PASSWORD_REQUIRED': {
    id: 'ui.error.ACCOUNT.PASSWORD_REQUIRED',
    defaultMessage: 'Enter your password to delete your account',
  },
  'ACCOUNT.SECOND_FACTOR_INCORRECT': {
    id: 'ui.error.ACCOUNT.SECOND_FACTOR_INCORRECT',
    defaultMessage: 'The code is not correct',
  },
  'ACCOUNT.SECOND_FACTOR_REQUIRED': {
    id: 'ui.error.ACCOUNT.SECOND_FACTOR_REQUIRED',
    defaultMessage: 'Enter a code from your authenticator app, or a recovery code, to delete your account',
  },
  'ACCOUNT.SIGN_IN_AGAIN.passkey': {
    id: 'ui.error.ACCOUNT.SIGN_IN_AGAIN.passkey',
    defaultMessage: 'Sign in again with your passkey, then delete your account within 10 minutes',
  },
  'ACCOUNT.SIGN_IN_AGAIN.social': {
    id: 'ui.error.ACCOUNT.SIGN_IN_AGAIN.social',
    defaultMessage: 'Sign in again with Google or GitHub, then delete your account within 10 minutes',
  },
  'AUTH.2FA_ALREADY_ENABLED.on': {
    id: 'ui.error.AUTH.2FA_ALREADY_ENABLED.on',
    defaultMessage: 'The authenticator app is already on.',
  },
  'AUTH.2FA_ALREADY_ENABLED.setUp': {
    id: 'ui.error.AUTH.2FA_ALREADY_ENABLED.setUp',
    defaultMessage: 'An authenticator app is already set up. Turn it off first to set up another.',
  },
  'AUTH.2FA_CHALLENGE_EXPIRED': {
    id: 'ui.error.AUTH.2FA_CHALLENGE_EXPIRED',
    defaultMessage: 'This sign-in has expired. Please sign in again.',
  },
  'AUTH.2FA_CODE_INVALID': {
    id: 'ui.error.AUTH.2FA_CODE_INVALID',
    defaultMessage: 'That code is not right. Please try again.',
  },
  'AUTH.2FA_ENROLMENT_REQUIRED': {
    id: 'ui.error.AUTH.2FA_ENROLMENT_REQUIRED',
    defaultMessage: 'Staff accounts need a second factor. Set one up in Settings > Security first.',
  },
  'AUTH.2FA_NOT_ENABLED': {
    id: 'ui.error.AUTH.2FA_NOT_ENABLED',
    defaultMessage: 'The authenticator app is not on.',
  },
  'AUTH.2FA_NOT_SET_UP': {
    id: 'ui.error.AUTH.2FA_NOT_SET_UP',
    defaultMessage: 'Set up the authenticator app first.',
  },
  'AUTH.2FA_REQUIRED_FOR_STAFF': {
    id: 'ui.error.AUTH.2FA_REQUIRED_FOR_STAFF',
    defaultMessage: 'Staff accounts must keep a second factor. Add another one before removing this one.',
  },
  'AUTH.2FA_SECRET_UNREADABLE': {
    id: 'ui.error.AUTH.2FA_SECRET_UNREADABLE',
    defaultMessage:
      'The authenticator app cannot be checked right now. Please use a recovery code or a passkey, or contact the shop.',
  },
  'AUTH.ADMIN_ONLY': { id: 'ui.error.AUTH.ADMIN_ONLY', defaultMessage: 'Admins only' },
  'AUTH.BAD_CREDENTIALS': {
    id: 'ui.error.AUTH.BAD_CREDENTIALS',
    defaultMessage: 'Invalid username or password',
  },
  'AUTH.DEACTIVATED': {
    id: 'ui.error.AUTH.DEACTIVATED',
    defaultMessage: 'This account has been deactivated',
  },
  'AUTH.EMAIL_ALREADY_VERIFIED': {
    id: 'ui.error.AUTH.EMAIL_ALREADY_VERIFIED',
    defaultMessage: 'Your e-mail address is already verified',
  },
  'AUTH.NO_PASSWORD': {
    id: 'ui.error.AUTH.NO_PASSWORD',
    defaultMessage:
      'Google and GitHub sign-in accounts cannot change their password: they sign in through their provider.',
  },
  'AUTH.OLD_PASSWORD_INCORRECT': {
    id: 'ui.error.AUTH.OLD_PASSWORD_INCORRECT',
    defaultMessage: 'Old password is incorrect',
  },
  'AUTH.PASSKEY_CHALLENGE_EXPIRED': {
    id: 'ui.error.AUTH.PASSKEY_CHALLENGE_EXPIRED',
    defaultMessage: 'The passkey request has expired. Please try again.',
  },
  'AUTH.PASSKEY_EXISTS': {
    id: 'ui.error.AUTH.PASSKEY_EXISTS',
    defaultMessage: 'This passkey is already registered.',
  },
  'AUTH.PASSKEY_INVALID': {
    id: 'ui.error.AUTH.PASSKEY_INVALID',
    defaultMessage: 'This passkey could not be verified.',
  },
  'AUTH.PASSKEY_NOT_FOUND': { id: 'ui.error.AUTH.PASSKEY_NOT_FOUND', defaultMessage: 'Passkey not found' },
  'AUTH.PASSWORD_INCORRECT': {
    id: 'ui.error.AUTH.PASSWORD_INCORRECT',
    defaultMessage: 'Password is incorrect',
  },
  'AUTH.PERMISSION': { id: 'ui.error.AUTH.PERMISSION', defaultMessage: "Your role doesn't allow this" },
  'AUTH.REQUIRED': { id: 'ui.error.AUTH.REQUIRED', defaultMessage: 'You must be signed in' },
  'AUTH.RESET_TOKEN_INVALID': {
    id: 'ui.error.AUTH.RESET_TOKEN_INVALID',
    defaultMessage: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  'AUTH.SESSION_NOT_FOUND': { id: 'ui.error.AUTH.SESSION_NOT_FOUND', defaultMessage: 'Session not found' },
  'AUTH.UNKNOWN_USER.checkout': {
    id: 'ui.error.AUTH.UNKNOWN_USER.checkout',
    defaultMessage: 'Please sign in again',
  },
  'AUTH.UNKNOWN_USER.review': {
    id: 'ui.error.AUTH.UNKNOWN_USER.review',
    defaultMessage: 'User information not found. Please log in again.',
  },
  'AUTH.VERIFY_TOKEN_INVALID': {
    id: 'ui.error.AUTH.VERIFY_TOKEN_INVALID',
    defaultMessage:
      'This verification link is invalid or has expired. Sign in and ask for a new one in Settings.',
  },
  'BLOG.NOT_FOUND': { id: 'ui.error.BLOG.NOT_FOUND', defaultMessage: 'Blog not found' },
  'CHECKOUT.AMOUNT_TOO_LOW': {
    id: 'ui.error.CHECKOUT.AMOUNT_TOO_LOW',
    defaultMessage: 'The total is below the smallest payment of $0.50',
  },
  'CHECKOUT.OFFER_PAID': {
    id: 'ui.error.CHECKOUT.OFFER_PAID',
    defaultMessage: 'This offer has already been paid',
  },
  'CHECKOUT.OFFER_UNAVAILABLE': {
    id: 'ui.error.CHECKOUT.OFFER_UNAVAILABLE',
    defaultMessage: 'This offer is not an accepted offer of yours',
  },
  'CHECKOUT.PACKAGE_NOT_FOUND': {
    id: 'ui.error.CHECKOUT.PACKAGE_NOT_FOUND',
    defaultMessage: 'Service or package not found',
  },
  'CHECKOUT.PRICE_CHANGED': {
    id: 'ui.error.CHECKOUT.PRICE_CHANGED',
    defaultMessage: 'Price has changed, please reload',
  },
  'CONTENT.FOREIGN_MEDIA': {
    id: 'ui.error.CONTENT.FOREIGN_MEDIA',
    defaultMessage: 'Images must be files uploaded to this site',
  },
  'CONVERSATION.NOT_FOUND': {
    id: 'ui.error.CONVERSATION.NOT_FOUND',
    defaultMessage: 'Conversation not found',
  },
  'CONVERSATION.NOT_YOURS.lookUp': {
    id: 'ui.error.CONVERSATION.NOT_YOURS.lookUp',
    defaultMessage: 'You can only look up your own conversations',
  },
  'CONVERSATION.NOT_YOURS.open': {
    id: 'ui.error.CONVERSATION.NOT_YOURS.open',
    defaultMessage: 'You can only open a conversation for yourself',
  },
  'COUPON.BELOW_USED': {
    id: 'ui.error.COUPON.BELOW_USED',
    defaultMessage: 'Maximum redemptions cannot be below the redemptions already used',
  },
  'COUPON.DUPLICATE_CODE': {
    id: 'ui.error.COUPON.DUPLICATE_CODE',
    defaultMessage: 'A coupon with this code already exists',
  },
  'COUPON.INVALID': { id: 'ui.error.COUPON.INVALID', defaultMessage: 'Invalid or expired coupon code' },
  'COUPON.NOT_FOUND': { id: 'ui.error.COUPON.NOT_FOUND', defaultMessage: 'Coupon not found' },
  'COUPON.UNAVAILABLE': {
    id: 'ui.error.COUPON.UNAVAILABLE',
    defaultMessage: 'This coupon is no longer available, please reload',
  },
  'EXPORT.NOT_FOUND': { id: 'ui.error.EXPORT.NOT_FOUND', defaultMessage: 'Export not found' },
  'GALLERY.NOT_FOUND': { id: 'ui.error.GALLERY.NOT_FOUND', defaultMessage: 'Gallery item not found' },
  'INVOICE.BAD_PERIOD.order': {
    id: 'ui.error.INVOICE.BAD_PERIOD.order',
    defaultMessage: 'to must not be before from',
  },
  'INVOICE.BAD_PERIOD.span': {
    id: 'ui.error.INVOICE.BAD_PERIOD.span',
    defaultMessage: 'The period may span at most five years',
  },
  'INVOICE.NOT_FOUND': { id: 'ui.error.INVOICE.NOT_FOUND', defaultMessage: 'Invoice not found' },
  'MESSAGE.EMPTY': { id: 'ui.error.MESSAGE.EMPTY', defaultMessage: 'message must not be empty' },
  'OFFER.ADMIN_ONLY.create': {
    id: 'ui.error.OFFER.ADMIN_ONLY.create',
    defaultMessage: 'Only an admin can create offers',
  },
  'OFFER.ADMIN_ONLY.withdraw': {
    id: 'ui.error.OFFER.ADMIN_ONLY.withdraw',
    defaultMessage: 'Only an admin can withdraw an offer',
  },
  'OFFER.BUYER_ONLY': {
    id: 'ui.error.OFFER.BUYER_ONLY',
    defaultMessage: "Only the conversation's buyer can accept or decline an offer",
  },
  'OFFER.DESCRIPTION_REQUIRED': {
    id: 'ui.error.OFFER.DESCRIPTION_REQUIRED',
    defaultMessage: 'description must not be empty',
  },
  'OFFER.MILESTONES_DAYS_MISMATCH': {
    id: 'ui.error.OFFER.MILESTONES_DAYS_MISMATCH',
    defaultMessage: "milestones: their delivery days must add up to the offer's delivery time",
  },
  'OFFER.MILESTONES_PRICE_MISMATCH': {
    id: 'ui.error.OFFER.MILESTONES_PRICE_MISMATCH',
    defaultMessage: "milestones: their prices must add up to the offer's price",
  },
  'OFFER.MILESTONE_TITLE_REQUIRED': {
    id: 'ui.error.OFFER.MILESTONE_TITLE_REQUIRED',
    defaultMessage: 'milestones: each milestone needs a title',
  },
  'OFFER.NOT_FOUND': { id: 'ui.error.OFFER.NOT_FOUND', defaultMessage: 'Offer not found' },
  'OFFER.PRICE_INVALID': {
    id: 'ui.error.OFFER.PRICE_INVALID',
    defaultMessage: 'price must be greater than 0',
  },
  'ORDER.ALREADY_PAID': {
    id: 'ui.error.ORDER.ALREADY_PAID',
    defaultMessage: 'This order has already been paid',
  },
  'ORDER.ASSIGNEE_INVALID': {
    id: 'ui.error.ORDER.ASSIGNEE_INVALID',
    defaultMessage: 'staffId must be an active staff member whose role may work orders',
  },
  'ORDER.ASSIGNEE_NOT_FOUND': {
    id: 'ui.error.ORDER.ASSIGNEE_NOT_FOUND',
    defaultMessage: 'staffId: no staff member has this id',
  },
  'ORDER.CANCELLED': {
    id: 'ui.error.ORDER.CANCELLED',
    defaultMessage: 'This order has been cancelled, please order again',
  },
  'ORDER.CANCEL_ALREADY_REQUESTED': {
    id: 'ui.error.ORDER.CANCEL_ALREADY_REQUESTED',
    defaultMessage: 'A cancel request already exists for this order',
  },
  'ORDER.CANCEL_CONFLICT': {
    id: 'ui.error.ORDER.CANCEL_CONFLICT',
    defaultMessage: 'The order changed, please reload',
  },
  'ORDER.DISCARDED': {
    id: 'ui.error.ORDER.DISCARDED',
    defaultMessage: 'This order was discarded, please order again',
  },
  'ORDER.EMPTY_FILE': { id: 'ui.error.ORDER.EMPTY_FILE', defaultMessage: 'The file is empty' },
  'ORDER.FILES_CLOSED.closed': {
    id: 'ui.error.ORDER.FILES_CLOSED.closed',
    defaultMessage: 'This order is closed, so no more files can be added',
  },
  'ORDER.FILES_CLOSED.unpaid': {
    id: 'ui.error.ORDER.FILES_CLOSED.unpaid',
    defaultMessage: 'Files can be added once the order is paid',
  },
  'ORDER.FILE_NOT_FOUND': { id: 'ui.error.ORDER.FILE_NOT_FOUND', defaultMessage: 'File not found' },
  'ORDER.INVOICED': {
    id: 'ui.error.ORDER.INVOICED',
    defaultMessage:
      'This order has been paid and has an invoice, so it cannot be deleted; cancel it with a refund instead',
  },
  'ORDER.NOT_FOUND': { id: 'ui.error.ORDER.NOT_FOUND', defaultMessage: 'Order not found' },
  'ORDER.NO_PENDING_CANCEL_REQUEST': {
    id: 'ui.error.ORDER.NO_PENDING_CANCEL_REQUEST',
    defaultMessage: 'This order has no cancel request waiting for an answer',
  },
  'ORDER.PAID': {
    id: 'ui.error.ORDER.PAID',
    defaultMessage: 'This order has been paid, so it cannot be discarded; request a cancel instead',
  },
  'ORDER.REVISION_LIMIT.none': {
    id: 'ui.error.ORDER.REVISION_LIMIT.none',
    defaultMessage: 'Your package includes no revisions',
  },
  'ORDER.UNPAID': {
    id: 'ui.error.ORDER.UNPAID',
    defaultMessage: 'This order has not been paid, so there is nothing to cancel; discard it instead',
  },
  'ORDER.WORK_DELIVERED': {
    id: 'ui.error.ORDER.WORK_DELIVERED',
    defaultMessage:
      'The seller has already delivered work for these answers: message the seller to change them',
  },
  'ORDER.WRONG_STAGE.unpaid': {
    id: 'ui.error.ORDER.WRONG_STAGE.unpaid',
    defaultMessage: 'This order has not been paid, so its work has not started',
  },
  'ORDER_EXTRA.SERVICE_GONE': {
    id: 'ui.error.ORDER_EXTRA.SERVICE_GONE',
    defaultMessage: 'The service of this order no longer sells extras',
  },
  'ORDER_EXTRA.WRONG_STAGE': {
    id: 'ui.error.ORDER_EXTRA.WRONG_STAGE',
    defaultMessage: 'Extras can be added only while the order is in work, delivered or in revision',
  },
  'ORDER_EXTRA.WRONG_STAGE.unpaid': {
    id: 'ui.error.ORDER_EXTRA.WRONG_STAGE.unpaid',
    defaultMessage: 'This order has not been paid, so nothing can be added to it',
  },
  'ORDER_MILESTONE.ACCEPTED': {
    id: 'ui.error.ORDER_MILESTONE.ACCEPTED',
    defaultMessage: 'A milestone of this order is accepted: stop after it instead of cancelling the order',
  },
  'ORDER_MILESTONE.AMOUNT_TOO_LOW': {
    id: 'ui.error.ORDER_MILESTONE.AMOUNT_TOO_LOW',
    defaultMessage: 'The price is below the smallest payment of $0.50',
  },
  'ORDER_MILESTONE.NOTHING_TO_CANCEL': {
    id: 'ui.error.ORDER_MILESTONE.NOTHING_TO_CANCEL',
    defaultMessage: 'This order has no milestone left to cancel now',
  },
  'ORDER_MILESTONE.NOT_DUE': {
    id: 'ui.error.ORDER_MILESTONE.NOT_DUE',
    defaultMessage: 'This milestone is not waiting for its payment',
  },
  'PAYMENT.REFUND_FAILED': {
    id: 'ui.error.PAYMENT.REFUND_FAILED',
    defaultMessage: 'The refund could not be made, please try again',
  },
  'PAYMENT.SESSION_NOT_FOUND': {
    id: 'ui.error.PAYMENT.SESSION_NOT_FOUND',
    defaultMessage: 'Payment session not found',
  },
  'PAYPAL.AMOUNT_MISMATCH': {
    id: 'ui.error.PAYPAL.AMOUNT_MISMATCH',
    defaultMessage: 'The captured amount does not match the order',
  },
  'PAYPAL.AMOUNT_MISMATCH.extra': {
    id: 'ui.error.PAYPAL.AMOUNT_MISMATCH.extra',
    defaultMessage: 'The captured amount does not match the extra',
  },
  'PAYPAL.DECLINED': {
    id: 'ui.error.PAYPAL.DECLINED',
    defaultMessage: 'The payment was declined, please try another payment method in PayPal',
  },
  'PAYPAL.NOT_APPROVED': {
    id: 'ui.error.PAYPAL.NOT_APPROVED',
    defaultMessage: 'The payment has not been approved in PayPal yet',
  },
  'PAYPAL.ORDER_CANCELLED': {
    id: 'ui.error.PAYPAL.ORDER_CANCELLED',
    defaultMessage: 'This order has been cancelled, nothing was charged',
  },
  'PAYPAL.ORDER_NOT_FOUND': {
    id: 'ui.error.PAYPAL.ORDER_NOT_FOUND',
    defaultMessage: 'PayPal order not found',
  },
  'PAYPAL.PAYMENT_FAILED': {
    id: 'ui.error.PAYPAL.PAYMENT_FAILED',
    defaultMessage: 'This payment failed, please order again',
  },
  'PAYPAL.PAYMENT_FAILED.extra': {
    id: 'ui.error.PAYPAL.PAYMENT_FAILED.extra',
    defaultMessage: 'This payment failed, nothing was added to your order',
  },
  'PAYPAL.PAYMENT_REFUNDED': {
    id: 'ui.error.PAYPAL.PAYMENT_REFUNDED',
    defaultMessage: 'This order can no longer be paid; your payment has been refunded',
  },
  'REFUND.KEY_REUSED': {
    id: 'ui.error.REFUND.KEY_REUSED',
    defaultMessage: 'This refund request was already made with another amount',
  },
  'REFUND.NOTHING_LEFT.full': {
    id: 'ui.error.REFUND.NOTHING_LEFT.full',
    defaultMessage: 'This order has been refunded in full',
  },
  'REFUND.NOTHING_LEFT.left': {
    id: 'ui.error.REFUND.NOTHING_LEFT.left',
    defaultMessage: 'Nothing is left to refund on this order',
  },
  'REFUND.NOT_PAID': {
    id: 'ui.error.REFUND.NOT_PAID',
    defaultMessage: 'This order has not been paid, so there is nothing to refund',
  },
  'REVIEW.DUPLICATE': {
    id: 'ui.error.REVIEW.DUPLICATE',
    defaultMessage: 'You have already reviewed this service',
  },
  'REVIEW.NOT_AUTHOR': {
    id: 'ui.error.REVIEW.NOT_AUTHOR',
    defaultMessage: 'Only the author or an admin can delete this review',
  },
  'REVIEW.NOT_ELIGIBLE': {
    id: 'ui.error.REVIEW.NOT_ELIGIBLE',
    defaultMessage: 'Only buyers with a paid order for this service can review it',
  },
  'REVIEW.NOT_FOUND': { id: 'ui.error.REVIEW.NOT_FOUND', defaultMessage: 'Review not found' },
  'SERVICE.BAD_CATEGORY': {
    id: 'ui.error.SERVICE.BAD_CATEGORY',
    defaultMessage: 'Category must be one of the six categories',
  },
  'SERVICE.BAD_SUBCATEGORY': {
    id: 'ui.error.SERVICE.BAD_SUBCATEGORY',
    defaultMessage: 'Subcategory does not belong to the category',
  },
  'SERVICE.FOREIGN_MEDIA.cover': {
    id: 'ui.error.SERVICE.FOREIGN_MEDIA.cover',
    defaultMessage: 'Cover image must be a file uploaded to this site',
  },
  'SERVICE.FOREIGN_MEDIA.others': {
    id: 'ui.error.SERVICE.FOREIGN_MEDIA.others',
    defaultMessage: 'Other images must be files uploaded to this site',
  },
  'SERVICE.NOT_FOUND': { id: 'ui.error.SERVICE.NOT_FOUND', defaultMessage: 'Service not found' },
  'STAFF.EMAIL_TAKEN': {
    id: 'ui.error.STAFF.EMAIL_TAKEN',
    defaultMessage: 'An account with this e-mail address already exists',
  },
  'STAFF.INVITATION_GONE': {
    id: 'ui.error.STAFF.INVITATION_GONE',
    defaultMessage: 'This invitation has been used or has expired',
  },
  'STAFF.INVITATION_NOT_FOUND': {
    id: 'ui.error.STAFF.INVITATION_NOT_FOUND',
    defaultMessage: 'Invitation not found',
  },
  'STAFF.LAST_OWNER': {
    id: 'ui.error.STAFF.LAST_OWNER',
    defaultMessage: 'The shop must keep at least one active owner',
  },
  'STAFF.NOT_FOUND': { id: 'ui.error.STAFF.NOT_FOUND', defaultMessage: 'Staff member not found' },
  'UPLOAD.MALFORMED': {
    id: 'ui.error.UPLOAD.MALFORMED',
    defaultMessage: 'The multipart body is malformed or cut short: send the file again',
  },
  'UPLOAD.TOO_LARGE.images': {
    id: 'ui.error.UPLOAD.TOO_LARGE.images',
    defaultMessage: 'File is too large: images may be at most 5 MB',
  },
  'UPLOAD.TOO_LARGE.withVideo': {
    id: 'ui.error.UPLOAD.TOO_LARGE.withVideo',
    defaultMessage: 'File is too large: images may be at most 5 MB and videos 50 MB',
  },
  'UPLOAD.UNREADABLE_IMAGE': {
    id: 'ui.error.UPLOAD.UNREADABLE_IMAGE',
    defaultMessage: 'The image could not be read: upload another file',
  },
  'USER.EMAIL_TAKEN': { id: 'ui.error.USER.EMAIL_TAKEN', defaultMessage: 'Email is already registered' },
  'USER.IMAGE_NOT_PICTURE': {
    id: 'ui.error.USER.IMAGE_NOT_PICTURE',
    defaultMessage: 'Profile image must be a picture (JPEG, PNG, WebP or GIF), not a video',
  },
  'USER.NOT_FOUND': { id: 'ui.error.USER.NOT_FOUND', defaultMessage: 'User not found' },
  'USER.NOT_SELF': { id: 'ui.error.USER.NOT_SELF', defaultMessage: 'You can only update your own profile' },
  'USER.PASSWORD_INCORRECT': {
    id: 'ui.error.USER.PASSWORD_INCORRECT',
    defaultMessage: 'Current password is incorrect',
  },
  'USER.PASSWORD_REQUIRED': {
    id: 'ui.error.USER.PASSWORD_REQUIRED',
    defaultMessage: 'Enter your current password to change your e-mail address',
  },
  'USER.USERNAME_TAKEN': { id: 'ui.error.USER.USERNAME_TAKEN', defaultMessage: 'Username is already taken' },
});

/** The code an error message belongs to: its id without the prefix and without a variant. */
export const codeOfErrorMessage = (id: string) => id.slice(PREFIX.length).replace(/\.[a-z][A-Za-z]*$/, '');

const byCode = new Map<string, MessageDescriptor[]>();
for (const message of Object.values(ERROR_MESSAGES)) {
  const code = codeOfErrorMessage(message.id);
  byCode.set(code, [...(byCode.get(code) ?? []), message]);
}

/**
 * The catalog's message for an error the server sent as `code` with the English `message`,
 * if there is one: the English picks the variant, and a sentence the catalog does not know (a
 * server newer than this page, a message with run-time parts) finds none.
 */
export function errorMessageOf(code: string, message: string): MessageDescriptor | undefined {
  return byCode.get(code)?.find((known) => known.defaultMessage === message);
}
