// Finds the system Chromium for Playwright (never a downloaded browser) and poppler's pdftotext; installs
// Debian's packages when running as root with apt-get, otherwise says in one line what to do.
import fs from 'node:fs';
import { hasCommand, installDebianPackage } from './debian-package.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function ensureChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : fail(`CHROMIUM_PATH=${configured} does not exist`);
  const found = CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (found) return found;
  if (installDebianPackage('chromium') && fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return fail(
    'Install Chromium (e.g. `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
}

function fail(message) {
  console.error(message);
  return null;
}

/** The inspection report's end-to-end test reads its PDF with poppler's pdftotext. */
export function ensurePdftotext() {
  if (hasCommand('pdftotext') || (installDebianPackage('poppler-utils') && hasCommand('pdftotext'))) return true;
  fail('Install poppler-utils (e.g. `sudo apt-get install poppler-utils`) for pdftotext, then run npm test again.');
  return false;
}
