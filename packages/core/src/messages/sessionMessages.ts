/** Session, sign-in and sign-up (spec 1 §6, spec 2 §4 and §8). */
export const sessionMessages = {
  'session.expired': 'Your session has expired. Please login again.',
  'session.loggedOut': 'Logged out successfully',
  'session.loginFailed': 'Login failed. Please check your credentials.',
  'session.invalidResponse': 'Invalid response format from server',
  'session.signupFailed': 'Sign up failed. Please try again.',
  'session.signupSuccess': 'Account created successfully! You can now login.',
  'session.passwordChanged': 'Password changed successfully.',
  'session.passwordChangeFailed': 'Could not change the password. Please try again.',
  'session.welcomeBack': 'Welcome back, {name}! Cart synced successfully. Redirecting...',
  'session.welcomeGuest': 'Welcome Guest',
  'session.signIn': 'Sign In',
  'session.logInRegister': 'Log in / Register',
  'session.dashboard': 'Dashboard',
  'session.defaultUserType': 'Customer',
} as const;
