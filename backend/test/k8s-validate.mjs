// Validates Kubernetes objects (a JSON array on stdin) against the API schema of the
// `kubernetes-models` package (ESM-only, hence a child process of the Jest test). Prints a JSON
// array of { kind, name, error } for the objects that fail; an unknown apiVersion/kind fails too.
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
for (const object of objects) {
  const group = object.apiVersion.includes('/') ? object.apiVersion : `v1`;
  const path = `kubernetes-models/${group === 'v1' ? 'v1' : object.apiVersion}/${object.kind}`;
  try {
    const module = await import(path);
    const Model = module[object.kind];
    new Model(object).validate();
  } catch (error) {
    problems.push({ kind: object.kind, name: object.metadata?.name, error: String(error.message ?? error) });
  }
}
process.stdout.write(JSON.stringify(problems));
