// zod as the app uses it: without its eval-based fast path. zod probes `new Function` to decide, and the browser
// reports that probe as a CSP violation (script-src has no 'unsafe-eval'), even though zod swallows the error.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
