import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../resources/core/resourceSchema';
import type { SandboxConfig } from './config';
import type { Db } from './database';
import type { RuleRunner } from '../resources/core/rules/runRules';
import type { HookRegistry } from './engine/hooks';
import type { Guard } from './guard';
import type { TokenService } from './identity/tokens';
import type { FileStore } from './market/fileStore';
import type { RecordStore } from './storage/repository';
import type { Keyring } from './keyring';
import type { PartnerScope } from './gate/partnerScope';

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
  /** The services' own steps around the engine's writes (credentials, stored files), by registry name. */
  hooks: HookRegistry;
  /** The domains' rules (resources/<domain>/hooks.ts), which the fakerest provider runs too. */
  rules: RuleRunner;
  /** Uploaded files: APKs and images records are made of. */
  files: FileStore;
  /** The commerces a partner user may see, one function of the session for every route. */
  partnerScope: PartnerScope;
}

/** A part of the sandbox that adds routes (identity, entities, the resource engine, ...). */
export type SandboxPlugin = (app: FastifyInstance, context: SandboxContext) => Promise<void>;
