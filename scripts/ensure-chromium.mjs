// Makes sure Debian's Chromium and a CJK font are installed, so e2e never skips and screenshots show Chinese.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasCjkFont = () => {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

if (existsSync(chromium) && hasCjkFont()) process.exit(0);

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const install = `${sudo}apt-get install -y --no-install-recommends chromium fonts-wqy-zenhei`;
console.log(`[ensure-chromium] installing Chromium and a CJK font: ${install}`);
const run = (cmd) => execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
try {
  run(install);
} catch {
  run(`${sudo}apt-get update`);
  run(install);
}
if (!existsSync(chromium) || !hasCjkFont()) {
  console.error(`[ensure-chromium] ${chromium} or a CJK font is still missing; e2e cannot run.`);
  process.exit(1);
}
