/** Sign-in and sign-up form validation (spec 2 §5). */
export const authFormMessages = {
  'auth.loginRequired': 'Email or mobile number is required',
  'auth.nameRequired': 'Name is required',
  'auth.emailOrMobileRequired': 'Email or mobile number is required',
  'auth.invalidEmail': 'Please enter a valid email address',
  'auth.invalidMobile': 'Mobile number must be 10 digits starting with 6-9',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordTooShort': 'Password must be at least {min} characters',
  'auth.passwordMismatch': 'Passwords do not match',
  'auth.termsRequired': 'You must accept the terms and conditions',
  'auth.signInTitle': 'Sign In',
  'auth.signUpTitle': 'Create Account',
  'auth.signOut': 'Sign Out',
  'auth.refreshStatus': 'Refresh Status',
  'auth.tokenValid': 'Token valid',
  'auth.tokenExpired': 'Token expired',
  'auth.minutesToExpiry': '{minutes} minutes until expiry',
} as const;
