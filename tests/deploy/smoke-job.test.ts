import path from 'node:path';

import { Job } from 'kubernetes-models/batch/v1/Job';
import { describe, expect, it } from 'vitest';

import { sitePodProblems } from './contract';
import { asDocument, copy, parts } from './fixtures';
import { fieldProblems, schemaProblems } from './kubernetes-schema';
import { BASE_DIR, DEPLOY_DIR, readManifestFile, render } from './kustomize';

const JOB_FILE = path.join(DEPLOY_DIR, 'kubernetes/smoke-job.yaml');

/** What the smoke Job must be: the site's image and user, locked down, run once, cleaned up. */
function jobProblems(job: Job): string[] {
  const { deployment, container: web, service } = parts(render(BASE_DIR));
  const pod = job.spec?.template.spec;
  const container = pod?.containers[0];
  if (!pod || !container) return ['no pod template with a container'];
  const problems = sitePodProblems(pod, container, { deployment, web });
  if (job.spec?.backoffLimit !== 0) problems.push('backoffLimit is not 0');
  if (!(job.spec!.ttlSecondsAfterFinished! > 0)) problems.push('no ttlSecondsAfterFinished');
  const port = service.spec!.ports![0]!.port;
  const url = `http://${service.metadata!.name}${port === 80 ? '' : `:${port}`}`;
  const command = [...(container.command ?? []), ...(container.args ?? [])];
  if (command.slice(0, 3).join(' ') !== `node dist/smoke.js ${url}`) {
    problems.push(`runs "${command.join(' ')}", not node dist/smoke.js ${url}`);
  }
  // The reports go to a writable volume: the root filesystem is read-only.
  for (const option of ['--junit', '--json']) {
    const args = container.args ?? [];
    const file = args[args.indexOf(option) + 1];
    if (!args.includes(option) || !file) {
      problems.push(`writes no ${option} report`);
      continue;
    }
    const mount = container.volumeMounts?.find((m) => file.startsWith(`${m.mountPath}/`));
    const volume = pod.volumes?.find((v) => v.name === mount?.name);
    if (!mount || mount.readOnly || !volume?.emptyDir) {
      problems.push(`${option} ${file} is not in a writable emptyDir`);
    }
  }
  // A pod the Service selected would receive the site's traffic.
  const labels = job.spec!.template.metadata?.labels ?? {};
  const selector = Object.entries(service.spec!.selector ?? {});
  if (selector.every(([key, value]) => labels[key] === value)) {
    problems.push('its pod matches the Service selector');
  }
  return problems;
}

describe('deploy/kubernetes/smoke-job.yaml', () => {
  const documents = readManifestFile(JOB_FILE);
  const job = documents[0]!.doc as unknown as Job;

  it('is one Job, valid against the Kubernetes schema, with known field names only', () => {
    expect(documents.map(({ doc }) => doc.kind)).toEqual(['Job']);
    expect(Job.is(job)).toBe(true);
    expect(documents.flatMap(schemaProblems)).toEqual([]);
    expect(fieldProblems(documents.map((document) => ({ document })))).toEqual([[]]);
  });

  it("runs the smoke suite once against the Service, from the site's image, locked down", () => {
    expect(jobProblems(job)).toEqual([]);
  });

  it('is not in the base, which would run it on every apply', () => {
    const kinds = render(BASE_DIR).resources.map(({ doc }) => doc.kind);
    expect(kinds).not.toContain('Job');
  });

  it('policy checks that notice a Job that retries, writes outside its volume or runs as root', () => {
    const broken = copy(job);
    const pod = broken.spec!.template.spec!;
    pod.restartPolicy = 'OnFailure';
    broken.spec!.backoffLimit = 3;
    pod.securityContext!.runAsNonRoot = false;
    pod.containers[0]!.securityContext!.readOnlyRootFilesystem = false;
    pod.containers[0]!.args = ['http://localhost:3000', '--junit', '/home/node/r.xml'];
    expect(jobProblems(broken)).toEqual([
      'restartPolicy is not Never',
      'the pod may run as root',
      'root filesystem is writable',
      'backoffLimit is not 0',
      'runs "node dist/smoke.js http://localhost:3000 --junit /home/node/r.xml", not node dist/smoke.js http://game-partner-site',
      '--junit /home/node/r.xml is not in a writable emptyDir',
      'writes no --json report',
    ]);
  });

  it('field checks that notice a misspelt Job field', () => {
    const broken = copy(job);
    Reflect.deleteProperty(broken.spec!, 'backoffLimit');
    Object.assign(broken.spec!, { backofLimit: 0 });
    const document = asDocument('smoke-job.yaml (broken copy)', broken);
    expect(fieldProblems([{ document }])).toEqual([
      [expect.stringMatching(/^smoke-job\.yaml \(broken copy\): .*'"backofLimit"'/)],
    ]);
  });
});
