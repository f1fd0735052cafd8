import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as read from YAML. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [key: string]: unknown };
  [field: string]: unknown;
}

interface Kustomization {
  namespace?: string;
  resources?: string[];
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  replicas?: { name: string; count: number }[];
  patches?: { path: string }[];
}

const CLUSTER_SCOPED = new Set([
  'Namespace',
  'PersistentVolume',
  'ClusterRole',
  'ClusterRoleBinding',
  'StorageClass',
]);

function readYaml(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => doc.toJSON() as Manifest | null)
    .filter((doc): doc is Manifest => doc !== null);
}

type Json = unknown;

/**
 * Strategic merge as kustomize does it for the fields used here: maps merge key by key, lists of
 * objects that all have a `name` merge by name (containers, ports, env), other lists are replaced.
 */
export function strategicMerge(base: Json, patch: Json): Json {
  if (Array.isArray(base) && Array.isArray(patch)) {
    const named = (list: Json[]) =>
      list.every((item) => typeof item === 'object' && item !== null && 'name' in item);
    if (!named(base) || !named(patch)) return patch;
    const merged = base.map((item) => {
      const match = patch.find((p) => (p as { name: string }).name === (item as { name: string }).name);
      return match ? strategicMerge(item, match) : item;
    });
    for (const item of patch) {
      if (!base.some((b) => (b as { name: string }).name === (item as { name: string }).name))
        merged.push(item);
    }
    return merged;
  }
  if (typeof base === 'object' && base && typeof patch === 'object' && patch && !Array.isArray(patch)) {
    const merged: Record<string, Json> = { ...(base as Record<string, Json>) };
    for (const [key, value] of Object.entries(patch)) {
      merged[key] = key in merged ? strategicMerge(merged[key], value) : value;
    }
    return merged;
  }
  return patch;
}

function containersOf(manifest: Manifest): { image?: string }[] {
  const spec = manifest.spec as
    { template?: { spec?: { containers?: []; initContainers?: [] } }; jobTemplate?: unknown } | undefined;
  const pod = spec?.template?.spec;
  return [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])];
}

/**
 * `kustomize build <dir>` for the features deploy/k8s uses: resources (files and folders),
 * namespace, labels, images, replicas and strategic-merge patches from files. Anything else in a
 * kustomization.yaml throws, so a new feature cannot be silently ignored.
 */
export function kustomizeBuild(dir: string): Manifest[] {
  const root = resolve(dir);
  const kustomization = (readYaml(join(root, 'kustomization.yaml'))[0] ?? {}) as unknown as Kustomization;
  const known = ['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'images', 'replicas', 'patches'];
  for (const key of Object.keys(kustomization)) {
    if (!known.includes(key)) throw new Error(`${dir}/kustomization.yaml: "${key}" is not supported here`);
  }
  let manifests: Manifest[] = [];
  for (const entry of kustomization.resources ?? []) {
    const path = join(root, entry);
    manifests.push(...(statSync(path).isDirectory() ? kustomizeBuild(path) : readYaml(path)));
  }
  for (const { path } of kustomization.patches ?? []) {
    for (const patch of readYaml(join(root, path))) {
      const index = manifests.findIndex(
        (m) => m.kind === patch.kind && m.metadata.name === patch.metadata.name,
      );
      if (index < 0) throw new Error(`patch ${path}: no ${patch.kind} ${patch.metadata.name}`);
      manifests[index] = strategicMerge(manifests[index], patch) as Manifest;
    }
  }
  for (const { pairs } of kustomization.labels ?? []) {
    manifests = manifests.map((m) => ({
      ...m,
      metadata: { ...m.metadata, labels: { ...m.metadata.labels, ...pairs } },
    }));
  }
  for (const image of kustomization.images ?? []) {
    for (const manifest of manifests) {
      for (const container of containersOf(manifest)) {
        const [name, tag] = (container.image ?? '').split(':');
        if (name !== image.name) continue;
        container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
      }
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const target = manifests.find(
      (m) => m.metadata.name === name && (m.spec as { replicas?: number })?.replicas !== undefined,
    );
    if (!target) throw new Error(`replicas: nothing named ${name}`);
    (target.spec as { replicas: number }).replicas = count;
  }
  if (kustomization.namespace) {
    for (const manifest of manifests) {
      if (!CLUSTER_SCOPED.has(manifest.kind)) manifest.metadata.namespace = kustomization.namespace;
    }
  }
  return manifests;
}

export const K8S_ROOT = resolve(dirname(__filename), '..', '..', 'deploy', 'k8s');
