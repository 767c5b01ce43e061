// The fault matrix's reach, printed: its files together walk every route of the registry for each role, each route
// once, under every fault.
import { expect, it } from 'vitest';
import { FAULTS } from '../../shared/faults';
import { shareOf } from '../../shared/routes';
import { routesFor, SHARDS, type Role } from './matrix';

it('walks every route of the registry for each role, once, under every fault', () => {
  const lines: string[] = [];
  let cells = 0;
  for (const role of ['member', 'visitor'] as Role[]) {
    const routes = routesFor(role);
    const walked = Array.from({ length: SHARDS[role] }, (_, shard) => shareOf(routes, SHARDS[role], shard)).flat();
    expect(walked.toSorted()).toEqual(routes.toSorted());
    cells += walked.length * FAULTS.length;
    lines.push(`${role}: ${walked.length} routes × ${FAULTS.length} faults in ${SHARDS[role]} files`);
  }
  console.log(`fault matrix below the browser: ${cells} cells (route × fault × role); ${lines.join('; ')}`);
  expect(cells).toBeGreaterThan(0);
});
