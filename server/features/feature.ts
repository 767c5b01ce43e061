// A server feature: its contract operations, admin routes, schema and demo data, in a folder of its own.
// features/registry.ts lists them; app.ts mounts them. A feature may use the core (auth, ledger, users, settings,
// shared tables) and never another feature's folder.
import type { FastifyInstance } from 'fastify';
import type { AdminRoute } from '../admin/register';
import type { Deps } from '../http/deps';
import type { HandlerMap } from '../http/operation';

export interface ServerFeature {
  /** Unique; also the key its migrations are recorded under. */
  name: string;
  /** Its own tables, applied in order once each. Append only: never edit one that has shipped. */
  migrations?: readonly string[];
  handlers?: HandlerMap;
  /** Rows of the admin table (DESIGN.md), path for path. */
  admin?: Record<string, AdminRoute>;
  /** Demo data on a fresh database. Runs at every start, so it must skip what already exists. */
  seed?(deps: Deps): void | Promise<void>;
  /** Routes outside the contract (the WebSocket, say), mounted with the rest. */
  routes?(app: FastifyInstance, deps: Deps): void | Promise<void>;
  /** Background work (a period scheduler); the function returned stops it when the server closes (which waits for it). */
  start?(deps: Deps): void | (() => void | Promise<void>);
  /** How its background work is doing, told by GET /healthz under the feature's name; `degraded` makes the server's. */
  health?(deps: Deps): FeatureHealth;
}

export interface FeatureHealth {
  state: 'ok' | 'degraded';
  [detail: string]: string | number;
}
