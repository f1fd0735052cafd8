import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { composeCommand } from './system-tools';

const ROOT = resolve(__dirname, '..', '..');

interface ComposeService {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  env_file?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  healthcheck?: { test: string[] };
  restart?: string;
  ports?: string[];
  profiles?: string[];
}

describe('the scaled shape: docker-compose.yml and Dockerfile (deploy/nginx.conf: scaled-proxy.spec.ts)', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
  const services = compose.services;
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
  const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8');

  it('has PostgreSQL, Redis, a migration job, two API and two gateway replicas, and the proxy', () => {
    const always = Object.keys(services).filter((name) => !services[name].profiles);
    expect(always.sort()).toEqual(['api', 'gateway', 'migrate', 'postgres', 'proxy', 'redis']);
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.gateway.deploy?.replicas).toBe(2);
    expect(services.api.command).toEqual(['node', 'backend/dist/main.js']);
    expect(services.gateway.command).toEqual(['node', 'backend/dist/gateway.js']);
    expect(services.migrate.command).toEqual(['node', 'backend/dist/db/migrate.js']);
  });

  it('runs the migrations once, before the API and the gateways', () => {
    expect(services.migrate.restart).toBe('no');
    expect(services.migrate.deploy?.replicas ?? 1).toBe(1);
    expect(services.migrate.depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    for (const name of ['api', 'gateway']) {
      expect(services[name].depends_on?.migrate).toEqual({ condition: 'service_completed_successfully' });
      expect(services[name].depends_on?.redis).toEqual({ condition: 'service_healthy' });
    }
  });

  it('gives every long-running service a health check and the proxy waits for healthy replicas', () => {
    for (const name of ['postgres', 'redis', 'api', 'gateway', 'proxy']) {
      expect(services[name].healthcheck?.test.length).toBeGreaterThan(1);
    }
    expect(services.api.healthcheck!.test.join(' ')).toContain('/api/health');
    expect(services.gateway.healthcheck!.test.join(' ')).toContain('/health');
    expect(services.proxy.depends_on).toEqual({
      api: { condition: 'service_healthy' },
      gateway: { condition: 'service_healthy' },
    });
  });

  it('takes settings from .env and wires the processes as the README says', () => {
    for (const name of ['migrate', 'api', 'gateway']) {
      expect(services[name].env_file).toBe('.env');
      expect(services[name].environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(services[name].build?.target).toBe('app');
    }
    expect(services.api.environment).toMatchObject({
      REDIS_URL: 'redis://redis:6379',
      PORT: '3000',
      SOCKETS_IN_API: 'false',
      TRUST_PROXY: '1',
    });
    expect(services.gateway.environment).toMatchObject({
      REDIS_URL: 'redis://redis:6379',
      GATEWAY_PORT: '3001',
    });
    expect(services.proxy.build?.target).toBe('proxy');
    expect(services.proxy.ports).toEqual(['${HTTP_PORT:-8080}:80']);
    // Every variable the file interpolates is in .env.example.
    const used = new Set(
      [...readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8').matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1]),
    );
    for (const name of used) expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
    for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'POSTGRES_PASSWORD'])
      expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('builds the app and the proxy from one Dockerfile, the proxy holding the shell and every remote', () => {
    expect(dockerfile).toMatch(/^FROM .+ AS app$/m);
    expect(dockerfile).toMatch(/^FROM nginx:.+ AS proxy$/m);
    for (const remote of ['catalog', 'checkout', 'messaging', 'admin']) {
      expect(dockerfile).toContain(`COPY --from=build /app/mfe-${remote}/dist /srv/remotes/${remote}`);
    }
    expect(dockerfile).toContain('COPY --from=build /app/shell/dist /srv/shell');
    expect(dockerfile).toContain('COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf');
  });

  it('passes `docker compose config` with .env.example as .env', () => {
    const cli = composeCommand();
    const dir = mkdtempSync(join(tmpdir(), 'market-compose-'));
    try {
      copyFileSync(join(ROOT, 'docker-compose.yml'), join(dir, 'docker-compose.yml'));
      copyFileSync(join(ROOT, '.env.example'), join(dir, '.env'));
      const result = spawnSync(cli[0], [...cli.slice(1), 'config'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.stderr).not.toMatch(/error|invalid/i);
      expect(result.status).toBe(0);
      const resolved = parse(result.stdout) as { services: Record<string, ComposeService> };
      expect(resolved.services.api.environment?.DATABASE_URL).toBe(
        'postgres://gigly:change-me@postgres:5432/gigly',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
