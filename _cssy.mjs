import postcss from 'postcss';
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
const files = execSync("find src brands -name '*.css'").toString().trim().split('\n');
let n = 0; const kinds = {};
for (const f of files) {
  postcss.parse(readFileSync(f, 'utf8')).walkRules((r) => {
    const d = {}; r.walkDecls((x) => { d[x.prop] = x.value; });
    const gap = d.gap ?? d['row-gap'] ?? d['column-gap'];
    if (!gap) return;
    const disp = d.display ?? '(none)';
    const k = `${disp} dir=${d['flex-direction'] ?? '-'} wrap=${d['flex-wrap'] ?? '-'}`;
    kinds[k] = (kinds[k] ?? 0) + 1; n++;
    if (disp === '(none)') console.log('nodisplay', f, r.selector, gap);
  });
}
console.log(n, kinds);
