/**
 * Rules that need more than one record's fields: other records, the entity's configuration or the
 * caller. Each domain declares them once in `resources/<domain>/hooks.ts`; the sandbox's engine
 * and the fakerest provider both run them, each over its own store, so a refusal (a
 * `ServiceError`) reads the same on both.
 */

export type Values = Record<string, unknown>;
export type StoredRow = { id: number } & Values;
export type Filter = Values;
type MaybePromise<T> = T | Promise<T>;

/** Who asks, as both back ends know it from the session. */
export interface Caller {
  userId: number;
  userName: string;
  /** The entity the session is bound to: every read and write is scoped to it. */
  entityId: number;
  permissions: readonly string[];
  /** Set for an integrator's users (spec section 6). */
  partnerId?: number;
  /** A system administrator (resources/identity/systemAdministrator.ts), wherever it acts. */
  systemAdministrator?: boolean;
  /** The user's 2FA and the code sent with the call, read only when a change asks for a code. */
  secondFactor?(): SecondFactor;
}

/** What a back end knows of the caller's second factor for one call (the 2FA whitelist). */
export interface SecondFactor {
  enrolled: boolean;
  /** The authenticator code sent with the call, if any. */
  code?: string;
  /** Whether a code is the user's current one. */
  verify(code: string): boolean;
}

/** An uploaded file a record may be made of, and what an APK's manifest declares. */
export interface UploadedFile {
  id: string;
  entityId: number;
  kind: string;
  /** What its content is (png, jpeg, ...), and its size in bytes. */
  type?: string;
  size?: number;
  manifest?: { packageName: string; versionName: string; versionCode: number; sharedUserId?: string };
}

/**
 * What a rule reads and changes beyond the record at hand: the caller's entity's records (and
 * data every entity shares) unless a method says otherwise. `update` and `remove` change another
 * record without running its rules (an effect, such as the old pilot version that stops being one).
 */
export interface RuleStore {
  get(resource: string, id: number): Promise<StoredRow | undefined>;
  /** Records whose fields equal the filter's values (an array value: any of them). */
  list(resource: string, filter?: Filter): Promise<StoredRow[]>;
  /**
   * The same across every entity, for rules that look beyond the caller's (a serial held
   * elsewhere); each record with the `entityId` it belongs to (none for global data).
   */
  listInEveryEntity(resource: string, filter?: Filter): Promise<StoredRow[]>;
  update(resource: string, id: number, changes: Values): Promise<void>;
  /** Removes another record without running its rules (a terminal's device data, gone with it). */
  remove(resource: string, id: number): Promise<void>;
  entityConfig(): Promise<Readonly<Record<string, string>>>;
  /** An entity's name as the services show it in messages (the holder of a serial). */
  entityName(entityId: number): Promise<string>;
  file(id: string): Promise<UploadedFile | undefined>;
}

export interface RuleContext {
  caller: Caller;
  store: RuleStore;
}

/**
 * One rule: its name says what it guards and the code it answers (the contract suite's cases
 * name it), and its steps run around the writes and reads of its resource. A write step gets
 * the record as it will be stored (on an update, the stored record with the changes applied) and
 * returns it, changed or not; it refuses by throwing a `ServiceError`.
 */
export interface DomainRule {
  name: string;
  /**
   * Runs before the resource's other rules: a rule about the caller (a 2FA code), so that no rule
   * reads or changes other records for a call refused anyway.
   */
  first?: boolean;
  beforeCreate?(data: Values, context: RuleContext): MaybePromise<Values>;
  beforeUpdate?(data: Values, stored: StoredRow, context: RuleContext): MaybePromise<Values>;
  beforeDelete?(stored: StoredRow, context: RuleContext): MaybePromise<void>;
  /** Narrows a list's filter to what the caller may see. */
  scopeFilter?(filter: Filter, context: RuleContext): MaybePromise<Filter>;
  /** Whether the caller may see one record; one it may not is 404, as another entity's. */
  visible?(record: StoredRow, context: RuleContext): MaybePromise<boolean>;
}

/** A domain's rules by the registry name of the resource they guard. */
export type DomainHooks = Readonly<Record<string, readonly DomainRule[]>>;

export const defineHooks = (hooks: DomainHooks): DomainHooks => hooks;

/** Every domain's hooks merged: the rules of one resource, from whichever domain declared them. */
export const mergeHooks = (all: readonly DomainHooks[]): DomainHooks => {
  const merged: Record<string, DomainRule[]> = {};
  all.forEach((hooks) =>
    Object.entries(hooks).forEach(([resource, rules]) => (merged[resource] = [...(merged[resource] ?? []), ...rules])),
  );
  Object.entries(merged).forEach(
    ([resource, rules]) =>
      (merged[resource] = [...rules.filter((rule) => rule.first), ...rules.filter((rule) => !rule.first)]),
  );
  return merged;
};
