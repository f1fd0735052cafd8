import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The import rules of docs/architecture.md ("Rules the linter keeps") hold on planted breaks:
 * each case is a small tree laid out as backend/src, checked with the repository's own
 * .dependency-cruiser.cjs and eslint.config.mjs, so a rule that stops catching fails here.
 */
const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');

jest.setTimeout(120_000);

/** Runs the folder rules over `files` (paths under backend/src) and answers depcruise's output. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      const file = join(dir, 'backend', 'src', path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const run = spawnSync(
      join(BIN, 'depcruise'),
      ['backend/src', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--no-progress'],
      { cwd: dir, encoding: 'utf8' },
    );
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lints `text` as if it were the file at `path` (relative to the repository). */
function lint(path: string, text: string): { status: number | null; output: string } {
  const run = spawnSync(join(BIN, 'eslint'), ['--stdin', '--stdin-filename', path], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('backend folder loops (dependency-cruiser)', () => {
  const lower = { 'users/users.service.ts': 'export const users = 1;\n' };

  it('accepts a module standing on a lower one', () => {
    const run = cruise({ ...lower, 'orders/orders.service.ts': "import '../users/users.service';\n" });
    expect(run.output).toContain('no dependency violations');
    expect(run.status).toBe(0);
  });

  it('refuses two folders importing each other, also when the way back is a spec', () => {
    for (const back of ['users/users.service.ts', 'users/users.api.spec.ts']) {
      const run = cruise({
        ...lower,
        'orders/orders.service.ts': "import '../users/users.service';\n",
        [back]: "import '../orders/orders.service';\nexport const users = 1;\n",
      });
      expect(run.output).toContain('no-backend-folder-cycle');
      expect(run.status).not.toBe(0);
    }
  });

  it('refuses a loop round three folders through db/', () => {
    const run = cruise({
      'db/database.ts': "import '../catalog/catalog.schema';\n",
      'catalog/catalog.schema.ts': "import '../uploads/uploads.service';\n",
      'uploads/uploads.service.ts': "import '../db/database';\n",
    });
    expect(run.output).toContain('no-backend-folder-cycle');
    expect(run.status).not.toBe(0);
  });

  it('refuses a module importing the composition root', () => {
    const run = cruise({
      'app.tables.ts': "import './users/users.service';\n",
      ...lower,
      'catalog/catalog.demo.ts': "import '../app.tables';\n",
    });
    expect(run.output).toContain('composition-root-on-top');
    expect(run.status).not.toBe(0);
  });
});

describe("a repository and another module's tables (ESLint)", () => {
  const usersTable = "import { users } from '../users/users.schema';\nexport const read = users;\n";

  it("refuses a repository importing another module's schema or repository", () => {
    for (const text of [
      usersTable,
      "import { UsersRepository } from '../users/users.repository';\nexport const read = UsersRepository;\n",
    ]) {
      const run = lint('backend/src/messaging/messaging.repository.ts', text);
      expect(run.output).toContain('read port');
      expect(run.status).toBe(1);
    }
  });

  it("accepts the other module's read port, and the repository's own schema", () => {
    const run = lint(
      'backend/src/messaging/messaging.repository.ts',
      "import { userAccounts } from '../users/users.read-port';\nimport { conversations } from './messaging.schema';\nexport const read = [userAccounts, conversations];\n",
    );
    expect(run.output).toBe('');
    expect(run.status).toBe(0);
  });

  it('keeps db/ free of the modules: the table registry belongs to the composition root', () => {
    const run = lint('backend/src/db/schema.ts', usersTable);
    expect(run.output).toContain('db/ stands on config/ and observability/ only');
    expect(run.status).toBe(1);
  });
});

describe('global modules (ESLint)', () => {
  const globalModule =
    "import { Global, Module } from '@nestjs/common';\n@Global()\n@Module({})\nexport class X {}\n";

  it('refuses @Global() on any module but the settings and the database', () => {
    const run = lint('backend/src/payments/payment-gateways.module.ts', globalModule);
    expect(run.output).toContain('@Global() only on config and database');
    expect(run.status).toBe(1);
    for (const allowed of ['backend/src/config/config.module.ts', 'backend/src/db/database.module.ts'])
      expect(lint(allowed, globalModule).status).toBe(0);
  });
});
