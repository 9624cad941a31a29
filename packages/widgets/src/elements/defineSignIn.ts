import { defineElement } from '../dom/defineElement';
import { SignInButtonWidget } from '../widgets/SignIn/SignInButtonWidget';
import { signInButtonCss } from '../widgets/SignIn/signInButtonCss';

/**
 * `<sk-sign-in>`: 'Sign In' for a guest (opens the sign-in modal, whose code loads on the first
 * click); the customer's name and Sign Out once signed in. It also shows the modal when another
 * widget of the page asks for an account.
 */
export const defineSignIn = () =>
  defineElement<Record<string, never>>('sk-sign-in', {
    component: SignInButtonWidget,
    css: signInButtonCss,
  });
