// Packs the package as npm would, then runs publint and @arethetypeswrong/cli on the tarball.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'roofline-pack-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
try {
  const out = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], { encoding: 'utf8' });
  const tarball = join(dir, out.trim().split('\n').pop());
  run('npx', ['--no-install', 'publint', 'run', tarball, '--strict']);
  run('npx', ['--no-install', 'attw', tarball]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
