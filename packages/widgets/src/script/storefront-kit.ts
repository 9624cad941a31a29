// The script tag's entry: boots the loader for the tag that loaded it. No exports, no globals
// besides `window.StorefrontKit`.
import { boot } from './loader';

if (typeof document !== 'undefined' && document.currentScript) {
  boot(document.currentScript as HTMLScriptElement);
}
