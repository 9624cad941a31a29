// The public exports of this area, re-exported by src/index.ts. An explicit list of names.
export {
  createShareController,
  type NativeShareData,
  type ShareController,
  type ShareControllerOptions,
  type ShareOutcome,
} from './createShareController';
export {
  SHARE_TARGETS,
  type ShareContent,
  type ShareLinks,
  type ShareLinksOptions,
  type ShareTarget,
  shareLinks,
} from './shareLinks';
export type {
  ShareState,
  ShareStatus,
} from './shareReducer';
export { truncateShareText } from './truncateShareText';
