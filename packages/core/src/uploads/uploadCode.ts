/**
 * The code that turns a picked file into an upload body, loaded with the first file a form gets
 * (`createProfileController` imports it on the first picture) rather than with the page.
 * Internal to core.
 */
export { readFileAsBase64 } from './readFileAsBase64';
export { toUploadBody } from './toUploadBody';
