// Finds the system Chromium for Playwright (never a downloaded browser); installs Debian's package when
// running as root with apt-get, otherwise says in one line what to do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : fail(`CHROMIUM_PATH=${configured} does not exist`);
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return fail(
    'Install Chromium (e.g. `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
}

function fail(message) {
  console.error(message);
  return null;
}
