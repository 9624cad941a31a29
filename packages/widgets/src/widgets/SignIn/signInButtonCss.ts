/**
 * The sign-in button's sheet (`<sk-sign-in>`): 'Sign In' for a guest, the name and Sign Out
 * for a customer. Only `--_sk-*` tokens. Parts: account, sign-in-button, user-name, sign-out.
 * The modal it opens brings its own sheet.
 */
export const signInButtonCss = `
.sk-account { display: flex; align-items: center; gap: 0.6em; }
.sk-account-name { font-weight: 600; }
.sk-account-button {
  min-width: 6.5em; /* a guest's Sign In is as wide as RESERVE_CSS reserves */
  border-radius: var(--_sk-radius); padding: 0.45em 0.9em; cursor: pointer; font-weight: 600;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-account-button[data-variant='secondary'] { background: transparent; color: var(--_sk-color-primary); }
.sk-account-button[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
`;
