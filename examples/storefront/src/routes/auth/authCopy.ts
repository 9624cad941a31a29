import { copyText } from '../../siteMessages';

/** The copy of the sign-in page that core's catalogue does not hold (it loads with the page). */
export const authCopy = {
  'auth.title': 'Log in / Register',
  'auth.description': 'Sign in or create an account to keep a cart, a wishlist and your orders.',
  'auth.switchToSignUp': "Don't have an account? Create one",
  'auth.switchToSignIn': 'Already have an account? Sign in',
  'auth.login': 'Email or mobile number',
  'auth.password': 'Password',
  'auth.name': 'Full name',
  'auth.email': 'Email',
  'auth.mobile': 'Mobile number',
  'auth.confirmPassword': 'Confirm password',
  'auth.terms': 'I accept the terms and conditions',
  'auth.signingIn': 'Signing in...',
  'auth.creating': 'Creating account...',
  'auth.signedInAs': 'Signed in as {name}',
  'auth.userType': 'User type: {type}',
  'auth.formErrors': 'Please correct the highlighted fields.',
  'auth.forgotIntro':
    'Enter the email or mobile number of your account and we will email you a link to choose a new password.',
  'auth.sendLink': 'Send reset link',
  'auth.sending': 'Sending...',
  'auth.forgotSent':
    'If an account with this email or mobile number exists, a password reset link has been sent to its email address.',
  'auth.forgotFailed': 'Could not send the reset link. Please try again.',
  'auth.backToSignIn': 'Back to sign in',
  'auth.resetIntro': 'Choose a new password for your account. The link works once.',
  'auth.saving': 'Saving...',
  'auth.resetDone': 'Your password has been changed. Sign in with your new password.',
  'auth.resetFailed': 'Could not change the password. Please try again.',
  'auth.requestNewLink': 'Request a new link',
} as const;

/** One string of the sign-in page's copy. */
export const authText = copyText(authCopy);
