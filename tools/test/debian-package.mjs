// Installs a Debian package the tests need when running as root with apt-get (a fresh machine or CI);
// says whether it could.
import { spawnSync } from 'node:child_process';

let updated = false;

export function canInstallDebianPackages() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

export function installDebianPackage(name) {
  if (!canInstallDebianPackages()) return false;
  console.log(`Installing Debian ${name} for the tests…`);
  if (!updated) spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  updated = true;
  return (
    spawnSync('apt-get', ['install', '-y', name], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

/** Whether a command is on the PATH. */
export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}
