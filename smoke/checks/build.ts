import { BUILD_MANIFEST_PATH } from '../../shared/build-manifest';
import type { NamedCheck } from '../check';
import { ensure, jsonOf } from '../site';

/** The deployed build, and with --expect-build, that it is the one just rolled out. */
export const build: readonly NamedCheck[] = [
  {
    group: 'build',
    name: 'build id',
    run: async ({ site, options }) => {
      const answer = await site.request(BUILD_MANIFEST_PATH);
      ensure(answer.status === 200, `${BUILD_MANIFEST_PATH} answered ${answer.status}`);
      const info = jsonOf(answer, BUILD_MANIFEST_PATH) as { id?: unknown; timestamp?: unknown };
      ensure(typeof info.id === 'string' && info.id !== '', `${BUILD_MANIFEST_PATH} has no id`);
      if (options.expectBuild !== undefined) {
        ensure(
          info.id === options.expectBuild,
          `deployed build is ${info.id}, expected ${options.expectBuild}`,
        );
      }
      return { note: `build ${info.id}`, details: { id: info.id, timestamp: info.timestamp } };
    },
  },
];
