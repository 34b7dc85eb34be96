/**
 * The base and the example overlay rendered by the real tool, `kubectl kustomize`, where kubectl
 * 1.21 or later is installed (`npm test` cannot install it: see below): patches applied, names
 * hashed, namespace set. The output is checked against the schemas and the same facts as the
 * offline reading.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Gateway } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/Gateway';
import { HTTPRoute } from '@kubernetes-models/gateway-api/gateway.networking.k8s.io/v1/HTTPRoute';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

import { requireTool } from '../helpers/require-tool';
import { DASHBOARD_FILE } from './grafana';
import { fieldProblems, schemaProblems } from './kubernetes-schema';
import {
  BASE_DIR,
  DEPLOY_DIR,
  generatedObjects,
  type LoadedDocument,
  OVERLAY_DIR,
  render,
  type Resource,
} from './kustomize';

const installed = requireTool('the kustomize tests', {
  name: 'kubectl',
  found: spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0,
  install: 'install kubectl 1.21 or later, from the Kubernetes project',
  // Debian's kubernetes-client is kubectl 1.20, whose kustomize reads neither `patches` nor a
  // generator's `envs`: the tests would fail on the tool, not on the manifests.
  notInCi: "Debian's kubectl (kubernetes-client, 1.20) cannot read these kustomizations",
});

/** Kinds kustomize leaves without a namespace. */
const CLUSTER_SCOPED = new Set(['Namespace']);

function kustomize(dir: string): LoadedDocument[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir}: ${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document, index) => {
    const doc = document.toJS() as Resource;
    return { source: `kubectl kustomize ${path.basename(dir)}#${index} ${doc.kind}`, doc };
  });
}

/** `kind/name`, the hash kustomize appends to generated names taken off. */
function identity({ doc }: LoadedDocument, generated: ReadonlySet<string>): string {
  const name = doc.metadata.name.replace(/-[a-z0-9]{10}$/, '');
  return `${doc.kind}/${generated.has(`${doc.kind}/${name}`) ? name : doc.metadata.name}`;
}

function findDoc<T>(docs: LoadedDocument[], is: (value: unknown) => value is T, name: string): T {
  const found = docs.map(({ doc }) => doc).find((doc) => is(doc) && doc.metadata.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found as T;
}

describe.skipIf(!installed)('kubectl kustomize', () => {
  // The overlay's secret file is git-ignored: render a copy with the committed example in place.
  // The whole deploy folder is copied, since the base includes the dashboard from deploy/grafana.
  const workDir = mkdtempSync(path.join(tmpdir(), 'kustomize-'));
  cpSync(DEPLOY_DIR, workDir, { recursive: true });
  const overlayCopy = path.join(workDir, path.relative(DEPLOY_DIR, OVERLAY_DIR));
  copyFileSync(
    path.join(overlayCopy, 'csrf-secret.env.example'),
    path.join(overlayCopy, 'csrf-secret.env'),
  );
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const folders = [
    ['base', BASE_DIR, BASE_DIR],
    ['overlay example', OVERLAY_DIR, overlayCopy],
  ] as const;

  describe.each(folders)('%s', (_name, dir, renderDir) => {
    const docs = kustomize(renderDir);
    const offline = render(dir);
    const generatedDocs = generatedObjects(offline);
    const generated = new Set(generatedDocs.map(({ doc }) => `${doc.kind}/${doc.metadata.name}`));

    it('renders the objects the offline reading sees, no more and no fewer', () => {
      const expected = [...offline.resources, ...generatedDocs].map((doc) =>
        identity(doc, generated),
      );
      expect(docs.map((doc) => identity(doc, generated)).sort()).toEqual(expected.sort());
    });

    it('renders every object valid against its schema, with known field names only', () => {
      expect(docs.flatMap(schemaProblems)).toEqual([]);
      expect(fieldProblems(docs.map((document) => ({ document }))).flat()).toEqual([]);
    });

    it('serves the Gateway and its routes on PUBLIC_ORIGIN, the one public address', () => {
      const env = docs
        .map(({ doc }) => doc)
        .find(
          (doc) => ConfigMap.is(doc) && doc.metadata.name.startsWith('game-partner-site-env-'),
        ) as ConfigMap | undefined;
      const host = new URL(env!.data!.PUBLIC_ORIGIN!).host;
      const gateway = findDoc(docs, Gateway.is, 'game-partner-site');
      expect(gateway.spec.listeners.map((listener) => listener.hostname)).toEqual([host, host]);
      for (const name of ['game-partner-site', 'game-partner-site-https-redirect']) {
        expect(findDoc(docs, HTTPRoute.is, name).spec.hostnames).toEqual([host]);
      }
    });

    it('ships the dashboard for the Grafana sidecar, under a name that stays the same', () => {
      const dashboard = findDoc(docs, ConfigMap.is, 'game-partner-site-dashboard');
      expect(dashboard.metadata!.labels).toMatchObject({ grafana_dashboard: '1' });
      expect(dashboard.data).toEqual({
        'game-partner-site.json': readFileSync(DASHBOARD_FILE, 'utf8'),
      });
    });

    if (dir === OVERLAY_DIR) {
      it('puts every namespaced object in the overlay namespace', () => {
        const namespace = offline.kustomization.namespace;
        for (const { doc, source } of docs) {
          if (!CLUSTER_SCOPED.has(doc.kind)) expect(doc.metadata.namespace, source).toBe(namespace);
        }
      });

      it('applies its patches: egress to its own API, its Prometheus label, its resources', () => {
        const gateway = findDoc(docs, Gateway.is, 'game-partner-site');
        const https = gateway.spec.listeners.find((listener) => listener.name === 'https')!;
        expect(https.tls!.certificateRefs).toEqual([
          { kind: 'Secret', name: 'www-gamepartner-example-com-tls' },
        ]);
        const policy = findDoc(docs, NetworkPolicy.is, 'game-partner-site');
        const cidrs = policy.spec!.egress!.flatMap((rule) =>
          rule.to!.flatMap((peer) => (peer.ipBlock ? [peer.ipBlock.cidr] : [])),
        );
        const baseCidrs = findDoc(kustomize(BASE_DIR), NetworkPolicy.is, 'game-partner-site')
          .spec!.egress!.flatMap((rule) => rule.to!)
          .flatMap((peer) => (peer.ipBlock ? [peer.ipBlock.cidr] : []));
        expect(cidrs).toHaveLength(1);
        expect(cidrs).not.toEqual(baseCidrs);
        const monitor = findDoc(docs, ServiceMonitor.is, 'game-partner-site');
        expect(monitor.metadata!.labels!.release).toBeTruthy();
        const deployment = findDoc(docs, Deployment.is, 'game-partner-site');
        const web = deployment.spec!.template.spec!.containers[0]!;
        expect(web.resources!.requests!.cpu).toBe('500m');
        // The patch merged into the base's container: its preStop and ports are still there.
        expect(web.lifecycle?.preStop?.sleep?.seconds).toBeGreaterThan(0);
        expect(web.ports!.map((port) => port.name)).toEqual(['http', 'metrics']);
      });
    }
  });
});
