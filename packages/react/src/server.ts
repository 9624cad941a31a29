// @storefront-kit/react/server: rendering on a server (Node.js). Not for the browser bundle.
export {
  type RenderWithDataOptions,
  type RenderWithDataResult,
  renderToStringWithData,
  serializeServerState,
} from './server/renderToStringWithData';
