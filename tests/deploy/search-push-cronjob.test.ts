import path from 'node:path';

import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { describe, expect, it } from 'vitest';

import searchPushBuild from '../../scripts/search-push.vite.config';
import { sitePodProblems } from './contract';
import { copy, parts } from './fixtures';
import { OVERLAY_DIR, readKustomization, readManifestFile, render } from './kustomize';

const FILE = 'search-push-cronjob.yaml';

/** The file the build makes of `npm run search-push`, which the CronJob must run. */
function bundledFile(): string {
  const config = searchPushBuild as {
    build: { rolldownOptions: { output: { entryFileNames: string } } };
  };
  return `dist/${config.build.rolldownOptions.output.entryFileNames}`;
}

/**
 * What the CronJob must be: the site's image and user, locked down, one run at a time and not
 * retried, reading the site's own settings from the ConfigMap the Deployment reads.
 */
function cronJobProblems(cronJob: CronJob): string[] {
  const { deployment, container: web, service } = parts(render(OVERLAY_DIR));
  const job = cronJob.spec?.jobTemplate.spec;
  const pod = job?.template.spec;
  const container = pod?.containers[0];
  if (!job || !pod || !container) return ['no pod template with a container'];
  const problems = sitePodProblems(pod, container, { deployment, web });
  if (cronJob.spec!.concurrencyPolicy !== 'Forbid') problems.push('runs may overlap');
  if (job.backoffLimit !== 0) problems.push('backoffLimit is not 0');
  if (!(job.activeDeadlineSeconds! > 0)) problems.push('no activeDeadlineSeconds');
  if (!(job.ttlSecondsAfterFinished! > 0)) problems.push('no ttlSecondsAfterFinished');
  const command = [...(container.command ?? []), ...(container.args ?? [])];
  if (command.slice(0, 2).join(' ') !== `node ${bundledFile()}`) {
    problems.push(`runs "${command.join(' ')}", not node ${bundledFile()}`);
  }
  // A read-only pod keeps no state file: it pushes by <lastmod>.
  if (!container.args?.includes('--since')) problems.push('no --since, so it needs a state file');
  // The site's origin and key come from where the site reads them, never a second copy.
  const siteConfigMap = deployment.spec!.template.spec!.containers[0]!.envFrom?.[0]?.configMapRef;
  for (const name of ['PUBLIC_ORIGIN', 'INDEXNOW_KEY']) {
    const from = container.env?.find((variable) => variable.name === name)?.valueFrom;
    if (
      from?.configMapKeyRef?.name !== siteConfigMap?.name ||
      from?.configMapKeyRef?.key !== name
    ) {
      problems.push(`${name} is not the site's, from ConfigMap ${siteConfigMap?.name}`);
    }
  }
  const token = container.env?.find((variable) => variable.name === 'BAIDU_PUSH_TOKEN');
  if (!token?.valueFrom?.secretKeyRef) problems.push('BAIDU_PUSH_TOKEN is not from a Secret');
  // A pod the Service selected would receive the site's traffic.
  const labels = job.template.metadata?.labels ?? {};
  const selector = Object.entries(service.spec!.selector ?? {});
  if (selector.every(([key, value]) => labels[key] === value)) {
    problems.push('its pod matches the Service selector');
  }
  return problems;
}

describe(`deploy/kubernetes/overlays/example/${FILE}`, () => {
  const documents = readManifestFile(path.join(OVERLAY_DIR, FILE));
  const cronJob = documents[0]!.doc as unknown as CronJob;

  it('is one CronJob, listed in the example overlay (whose checks validate it)', () => {
    expect(documents.map(({ doc }) => doc.kind)).toEqual(['CronJob']);
    expect(CronJob.is(cronJob)).toBe(true);
    expect(readKustomization(OVERLAY_DIR).resources).toContain(FILE);
  });

  it("pushes by <lastmod> from the site's image, one run at a time, locked down", () => {
    expect(cronJobProblems(cronJob)).toEqual([]);
  });

  it('gives the site the IndexNow key it pushes with, valid as the server checks it', () => {
    const env = render(OVERLAY_DIR).configMaps.get('game-partner-site-env')!;
    expect(env.INDEXNOW_KEY).toMatch(/^[A-Za-z0-9-]{8,128}$/);
  });

  it('policy checks that notice a CronJob that overlaps, retries, writes or reads a copy', () => {
    const broken = copy(cronJob);
    broken.spec!.concurrencyPolicy = 'Allow';
    const job = broken.spec!.jobTemplate.spec!;
    job.backoffLimit = 6;
    const container = job.template.spec!.containers[0]!;
    container.securityContext!.readOnlyRootFilesystem = false;
    container.command = ['npm', 'run', 'search-push'];
    container.args = [];
    container.env = container.env!.map((variable) =>
      variable.name === 'PUBLIC_ORIGIN'
        ? { name: 'PUBLIC_ORIGIN', value: 'https://x.test' }
        : variable,
    );
    expect(cronJobProblems(broken)).toEqual([
      'root filesystem is writable',
      'runs may overlap',
      'backoffLimit is not 0',
      `runs "npm run search-push", not node ${bundledFile()}`,
      'no --since, so it needs a state file',
      "PUBLIC_ORIGIN is not the site's, from ConfigMap game-partner-site-env",
    ]);
  });
});
