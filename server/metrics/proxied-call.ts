import type { ProxyCallEnd } from '../api-proxy/proxy-call';
import type { FailureReason } from './failure-reason';
import type { UpstreamCall } from './metrics';

/** The proxy's outcome as a failure reason; undefined when the upstream answered below 500. */
function proxyFailure({ outcome, status, error }: ProxyCallEnd): FailureReason | undefined {
  switch (outcome) {
    case 'proxied':
      return status !== undefined && status >= 500 ? 'http_5xx' : undefined;
    case 'timeout':
      return 'timeout';
    case 'unreachable':
      return 'refused';
    case 'bad-answer':
      return error?.includes('maxContentLength') ? 'too_large' : 'bad_shape';
    default:
      return undefined;
  }
}

/**
 * A proxied call for the upstream metrics. Calls that never reached the upstream (a body refused
 * or too slow, a client gone) are not upstream calls and leave no duration.
 */
export function proxiedCall(call: ProxyCallEnd): UpstreamCall | undefined {
  if (call.attempts === 0 || call.outcome === 'client-closed') return undefined;
  return {
    source: 'proxy',
    path: call.path,
    ms: call.ms,
    failure: proxyFailure(call),
    retries: Math.max(0, call.attempts - 1),
  };
}
