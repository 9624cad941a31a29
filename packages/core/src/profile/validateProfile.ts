import { authFormMessages } from '../messages/authFormMessages';
import type { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import { isEmail, isIndianMobile, isPincode } from '../validation/formats';
import type { FieldErrors, ValidationOptions } from '../validation/types';
import type { ProfileDraft, ProfileField } from './profileDraft';

// The pincode message is the checkout's (the same ids, so one override changes both). Its two
// defaults are repeated here, checked equal to the catalogue's by the type checker, so that the
// profile page does not load the whole checkout catalogue for them.
const pincodeMessages = {
  'checkout.invalidPincode': '{field} must be 6 digits',
  'checkout.field.pincode': 'Pincode',
} as const satisfies Pick<
  typeof checkoutMessages,
  'checkout.invalidPincode' | 'checkout.field.pincode'
>;

/**
 * The profile form's rules, the server's own (values trimmed): a name; an e-mail or a mobile
 * number ('Email or mobile number is required', on `email`); a valid e-mail; a 10-digit
 * mobile starting 6-9; a 6-digit pincode. Gender and date of birth are checked by the server,
 * whose message the controller shows.
 *
 * @example validateProfile({ ...draft, name: ' ' }).name // 'Name is required'
 */
export function validateProfile(
  draft: ProfileDraft,
  options?: ValidationOptions,
): FieldErrors<ProfileField> {
  const t = createTranslator(authFormMessages, options?.messages);
  const tc = createTranslator(pincodeMessages, options?.messages);
  const errors: FieldErrors<ProfileField> = {};
  const email = draft.email.trim();
  const mobile = draft.mobile_number.trim();
  const pincode = draft.pincode.trim();
  if (!draft.name.trim()) errors.name = t('auth.nameRequired');
  if (!email && !mobile) errors.email = t('auth.emailOrMobileRequired');
  else if (email && !isEmail(email)) errors.email = t('auth.invalidEmail');
  if (mobile && !isIndianMobile(mobile)) errors.mobile_number = t('auth.invalidMobile');
  if (pincode && !isPincode(pincode)) {
    errors.pincode = tc('checkout.invalidPincode', { field: tc('checkout.field.pincode') });
  }
  return errors;
}
