import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { SandboxConfig } from './config';
import type { Db } from './database';
import type { HookRegistry } from './engine/hooks';
import type { Guard } from './guard';
import type { TokenService } from './identity/tokens';
import type { RecordStore } from './store/repository';
import type { Keyring } from './keyring';

/** What every part of the sandbox shares. */
export interface SandboxContext {
  config: SandboxConfig;
  db: Db;
  schemas: readonly ResourceSchema[];
  store: RecordStore;
  tokens: TokenService;
  /** Seals key material at rest under the master key (signing keys, secret profile parameters). */
  keyring: Keyring;
  guard: Guard;
  /** Per-resource behaviour around the engine's writes, by registry name. */
  hooks: HookRegistry;
}

/** A part of the sandbox that adds routes (identity, entities, the resource engine, ...). */
export type SandboxPlugin = (app: FastifyInstance, context: SandboxContext) => Promise<void>;
