/** The embedded demo API (contract section 6). */
export { createDemoApi, type DemoApiOptions } from './create-demo-api';
export { type RunningDemoApi, type StartDemoApiOptions, startDemoApi } from './start-demo-api';
