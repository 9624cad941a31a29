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
} as const;

/** One string of the sign-in page's copy. */
export const authText = copyText(authCopy);
