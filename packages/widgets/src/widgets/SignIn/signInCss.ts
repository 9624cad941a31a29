import { dialogCss } from '../../shared/WidgetDialog';
import { formCss } from './formCss';

/**
 * The sign-in modal's sheet, `dialogCss` and `formCss` included (the modal adopts it in its
 * shadow root by itself; a React app without shadow DOM includes it). Only `--_sk-*` tokens.
 * Parts: sign-in, sign-in-header, sign-in-title, sign-in-close, sign-in-form, field,
 * field-label, field-input, field-error, field-checkbox, sign-in-success, sign-in-error,
 * sign-in-submit, sign-in-switch.
 */
export const signInCss = `${dialogCss}${formCss}
.sk-sign-in { max-width: min(100vw - 2em, 416px); }
.sk-notice { margin: 0; color: var(--_sk-color-success); }
.sk-notice:empty { display: none; }
.sk-action {
  border-radius: var(--_sk-radius); padding: 0.6em 1.1em; cursor: pointer; font-weight: 600;
  border: 1px solid var(--_sk-color-primary); background: var(--_sk-color-primary);
  color: var(--_sk-color-on-primary);
}
.sk-action[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
.sk-text-button {
  border: 0; background: transparent; padding: 0; cursor: pointer; font-weight: 600;
  color: var(--_sk-color-primary); text-decoration: underline;
}
.sk-sign-in .sk-dialog-body { display: flex; flex-direction: column; gap: 1em; }
.sk-sign-in .sk-action { width: 100%; }
.sk-auth-switch { align-self: center; }
`;
