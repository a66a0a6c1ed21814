import type { WriteKind } from '../../resources/activityRegister/registerEntry';
import type { ResourceSchema } from '../../resources/core/resourceSchema';
import type { RequestSession } from '../guard';
import type { StoredRecord } from '../storage/repository';

/** A record a request wrote, with its fields before and after. */
export interface NotedWrite {
  schema: ResourceSchema;
  kind: WriteKind;
  id: number;
  before: StoredRecord | null;
  after: StoredRecord | null;
}

// Keyed by the request's session: each request has its own, and it goes when the request does.
const notes = new WeakMap<RequestSession, NotedWrite[]>();

/** Called by the engine for every record it creates, updates or deletes; registered when the request ends. */
export const noteWrite = (session: RequestSession, write: NotedWrite) => {
  notes.set(session, [...(notes.get(session) ?? []), write]);
};

export const notedWrites = (session: RequestSession): readonly NotedWrite[] => notes.get(session) ?? [];
