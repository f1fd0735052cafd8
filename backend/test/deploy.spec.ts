/* eslint-disable @typescript-eslint/no-explicit-any -- parsed manifests are walked freely here */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { metricsRegistry } from '../src/observability/metrics';
import { collectProcessMetrics } from '../src/observability/metrics';
import { K8S_ROOT, kustomizeBuild, Manifest } from './kustomize';
import { composeCommand } from './system-tools';

const ROOT = resolve(__dirname, '..', '..');

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string } };
  livenessProbe?: { httpGet?: { path: string } };
}
interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  profiles?: string[];
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

function find(manifests: Manifest[], kind: string, name: string): Manifest & { spec: any } {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found as Manifest & { spec: any };
}

function podContainer(manifest: Manifest & { spec: any }): Container {
  return manifest.spec.template.spec.containers[0] as Container;
}

/** Every variable a container sees: its env, and the ConfigMaps and Secrets it loads whole. */
function environmentOf(container: Container, manifests: Manifest[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(env, (find(manifests, 'ConfigMap', source.configMapRef.name) as any).data);
    if (source.secretRef)
      Object.assign(env, (find(manifests, 'Secret', source.secretRef.name) as any).stringData);
  }
  for (const { name, value } of container.env ?? []) env[name] = value ?? '';
  return env;
}

/** Validates objects against the Kubernetes API schema (kubernetes-models, ESM, in a child process). */
function schemaProblems(manifests: Manifest[]): unknown[] {
  const result = spawnSync(process.execPath, [join(__dirname, 'k8s-validate.mjs')], {
    cwd: __dirname,
    input: JSON.stringify(manifests),
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`validator failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as unknown[];
}

describe('deploy/k8s', () => {
  const base = kustomizeBuild(join(K8S_ROOT, 'base'));
  const example = kustomizeBuild(join(K8S_ROOT, 'overlays', 'example'));

  it('builds to objects that validate against the Kubernetes API schema', () => {
    expect(base.length).toBeGreaterThan(10);
    expect(schemaProblems([...base, ...example])).toEqual([]);
    // The validator does refuse a wrong object (a port as text).
    const broken = structuredClone(find(base, 'Deployment', 'api'));
    broken.spec.template.spec.containers[0].ports[0].containerPort = 'http';
    expect(schemaProblems([broken])).toHaveLength(1);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
  (kubectl ? it : it.skip)('matches what `kubectl kustomize` builds', () => {
    const result = spawnSync('kubectl', ['kustomize', join(K8S_ROOT, 'overlays', 'example')], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    const theirs = parseAllDocuments(result.stdout).map((doc) => doc.toJSON() as Manifest);
    const key = (m: Manifest) => `${m.kind}/${m.metadata.name}`;
    const sorted = (list: Manifest[]) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sorted(example)).toEqual(sorted(theirs));
  });

  it('runs the images, commands, ports and variables of docker-compose.yml', () => {
    const pairs: [string, string, string][] = [
      ['api', 'Deployment', 'api'],
      ['gateway', 'Deployment', 'gateway'],
      ['migrate', 'Job', 'gigly-migrate'],
    ];
    for (const [service, kind, name] of pairs) {
      const container = podContainer(find(base, kind, name));
      expect(container.image).toBe(compose.services[service].image);
      expect(container.command).toEqual(compose.services[service].command);
      const env = environmentOf(container, base);
      for (const [variable, value] of Object.entries(compose.services[service].environment ?? {})) {
        expect(env).toHaveProperty([variable]);
        // Addresses differ (managed services instead of compose's containers); settings do not.
        if (!/_URL$/.test(variable)) expect([variable, env[variable]]).toEqual([variable, value]);
      }
    }
    const api = podContainer(find(base, 'Deployment', 'api'));
    const gateway = podContainer(find(base, 'Deployment', 'gateway'));
    expect(api.ports?.map((p) => p.containerPort)).toEqual([3000, 9464]);
    expect(gateway.ports?.map((p) => p.containerPort)).toEqual([3001, 9464]);
    const web = podContainer(find(base, 'Deployment', 'web'));
    expect(web.image).toBe(compose.services.proxy.image);
    expect(web.ports?.map((p) => p.containerPort)).toEqual([80]);
    expect(
      example.map((m) => m.kind === 'Deployment' && podContainer(m as any).image).filter(Boolean),
    ).toEqual(
      expect.arrayContaining([
        'registry.example.com/gigly/app:1.0.0',
        'registry.example.com/gigly/proxy:1.0.0',
      ]),
    );
  });

  it('names every variable of docs/configuration.md in the ConfigMap or the Secret template', () => {
    const readme = readFileSync(join(ROOT, 'docs/configuration.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('| variable'),
      readme.indexOf('\n\n', readme.indexOf('| variable')),
    );
    const variables = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((v) => v[1]),
    );
    expect(variables.length).toBeGreaterThan(30);
    const named = {
      ...(find(base, 'ConfigMap', 'gigly-config') as any).data,
      ...(find(base, 'Secret', 'gigly-secrets') as any).stringData,
    };
    expect(variables.filter((variable) => !(variable in named))).toEqual([]);
  });

  it('probes, drains and scales the API and the gateway on their own', () => {
    const api = find(base, 'Deployment', 'api');
    const gateway = find(base, 'Deployment', 'gateway');
    expect(podContainer(api).readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(podContainer(api).livenessProbe?.httpGet?.path).toBe('/api/health/live');
    expect(podContainer(gateway).readinessProbe?.httpGet?.path).toBe('/health/ready');
    expect(podContainer(gateway).livenessProbe?.httpGet?.path).toBe('/health/live');
    const delayS = Number((find(base, 'ConfigMap', 'gigly-config') as any).data.SHUTDOWN_DELAY_MS) / 1000;
    for (const deployment of [api, gateway]) {
      // Readiness delay + 10 s for requests in flight fit in the grace period.
      expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(delayS + 10);
      expect(find(base, 'PodDisruptionBudget', deployment.metadata.name).spec.selector.matchLabels).toEqual(
        deployment.spec.selector.matchLabels,
      );
    }
    const gatewayHpa = find(base, 'HorizontalPodAutoscaler', 'gateway').spec;
    expect(gatewayHpa.scaleTargetRef.name).toBe('gateway');
    const socketsMetric = gatewayHpa.metrics.find((m: any) => m.type === 'Pods').pods.metric.name as string;
    expect(socketsMetric).toBe('gigly_sockets_connected');
    expect(metricsRegistry.getSingleMetric(socketsMetric)).toBeDefined();
    expect(gatewayHpa.metrics.some((m: any) => m.resource?.name === 'cpu')).toBe(true);
    expect(find(base, 'HorizontalPodAutoscaler', 'api').spec.metrics[0].resource.name).toBe('cpu');
    // The adapter rule that serves the series to the HPA is documented.
    expect(readFileSync(join(K8S_ROOT, 'README.md'), 'utf8')).toMatch(
      /seriesQuery: 'gigly_sockets_connected/,
    );
  });

  it('routes /api/ and /uploads/ to the API, /socket.io/ to sticky gateways, the rest to the front end', () => {
    const routes = Object.fromEntries(
      ['gigly', 'gigly-sockets'].flatMap((name) =>
        find(example, 'Ingress', name).spec.rules[0].http.paths.map((p: any) => [
          p.path,
          p.backend.service.name,
        ]),
      ),
    );
    expect(routes).toEqual({ '/api/': 'api', '/uploads/': 'api', '/': 'web', '/socket.io/': 'gateway' });
    const sockets = find(example, 'Ingress', 'gigly-sockets').metadata.annotations as Record<string, string>;
    expect(sockets['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    expect(sockets['nginx.ingress.kubernetes.io/configuration-snippet']).toContain('Upgrade $http_upgrade');
    expect(find(example, 'Ingress', 'gigly').metadata.namespace).toBe('gigly');
  });
});

describe('monitoring: compose profile and dashboard', () => {
  const dashboard = JSON.parse(
    readFileSync(join(ROOT, 'deploy/monitoring/grafana/dashboards/gigly-overview.json'), 'utf8'),
  ) as { panels: { title: string; targets: { expr: string }[] }[] };

  it('adds Prometheus and Grafana only under the monitoring profile, scraping METRICS_PORT', () => {
    expect(compose.services.prometheus.profiles).toEqual(['monitoring']);
    expect(compose.services.grafana.profiles).toEqual(['monitoring']);
    const prometheus = parse(readFileSync(join(ROOT, 'deploy/monitoring/prometheus.yml'), 'utf8'));
    const jobs = Object.fromEntries(
      prometheus.scrape_configs.map((job: any) => [job.job_name, job.dns_sd_configs[0]]),
    );
    for (const service of ['api', 'gateway']) {
      expect(jobs[service]).toEqual({
        names: [service],
        type: 'A',
        port: Number(compose.services[service].environment!.METRICS_PORT),
      });
    }
  });

  it('charts only series the backend serves', async () => {
    collectProcessMetrics();
    const served = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
    const used = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((t) => [...t.expr.matchAll(/\b((?:gigly|nodejs)_\w+)/g)].map((m) => m[1])),
      ),
    );
    const missing = [...used].filter(
      (name) => !served.has(name) && !served.has(name.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(missing).toEqual([]);
    for (const title of [
      'Request rate by route',
      'p99 latency by route',
      'Sockets per gateway',
      'Queue depth',
      'Payment webhook events',
    ]) {
      expect(dashboard.panels.map((panel) => panel.title)).toContain(title);
    }
  });

  it('passes `docker compose --profile monitoring config`', () => {
    const cli = composeCommand();
    const dir = mkdtempSync(join(tmpdir(), 'market-monitoring-'));
    try {
      cpSync(join(ROOT, 'docker-compose.yml'), join(dir, 'docker-compose.yml'));
      cpSync(join(ROOT, '.env.example'), join(dir, '.env'));
      cpSync(join(ROOT, 'deploy/monitoring'), join(dir, 'deploy/monitoring'), { recursive: true });
      const result = spawnSync(cli[0], [...cli.slice(1), '--profile', 'monitoring', 'config'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.stderr).not.toMatch(/error|invalid/i);
      expect(result.status).toBe(0);
      const resolved = parse(result.stdout) as { services: Record<string, { volumes?: unknown[] }> };
      expect(Object.keys(resolved.services)).toEqual(
        expect.arrayContaining(['prometheus', 'grafana', 'api', 'gateway']),
      );
      expect(JSON.stringify(resolved.services.grafana.volumes)).toContain('grafana/dashboards');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
