// Makes sure a Chromium for the browser tests exists: uses CHROMIUM_PATH or /usr/bin/chromium,
// installs Debian's chromium with apt when missing and running as root, else explains what to do.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
    console.log('Chromium not found: installing Debian\'s chromium with apt-get (about 35 s)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(
      `Chromium not found at ${path}. Browser tests need it: install Chromium ` +
        '(on Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.',
    );
    process.exit(1);
  }
}
