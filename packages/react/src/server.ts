// @storefront-kit/react/server: rendering on a server (Node.js). Not for the browser bundle.
export {
  prerenderToString,
  type RenderWithDataOptions,
  type RenderWithDataResult,
  renderToStringWithData,
  serializeServerState,
} from './server/renderToStringWithData';
