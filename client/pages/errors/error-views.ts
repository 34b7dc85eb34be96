/** The views of the error pages, together in one chunk that RouteErrorPage loads on first use. */
export { ErrorView } from './ErrorView';
export { UnavailableView } from './UnavailableView';
