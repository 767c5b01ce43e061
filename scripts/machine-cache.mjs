// The machine's cache of what the test steps fetch or build once and never change (the old Chromium builds, Node 24's
// headers and its SQLite addon): outside the repository, so a fresh clone on the same machine finds them and a clean
// of the clone never loses them. XDG_CACHE_HOME moves it, as it moves every user cache.
import os from 'node:os';
import path from 'node:path';

export const machineCache = (name) => path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'betting-mobile-web', name);
