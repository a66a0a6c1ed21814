import type { ParameterProposal, ProposalStatus } from '../../../resources/profiles/approvals/proposals';
import type { SandboxContext } from '../../context';

/** What a user proposes; the store makes it pending. */
export type NewProposal = Omit<ParameterProposal, 'id' | 'status' | 'decidedBy' | 'decidedAt'>;

interface Row {
  id: number;
  data: string;
}

/** The proposals of every entity, newest first; the history keeps the decided ones. */
export const createProposalStore = ({ db }: SandboxContext) => {
  db.exec(`CREATE TABLE IF NOT EXISTS parameter_proposals (
    id INTEGER PRIMARY KEY AUTOINCREMENT, entity_id INTEGER NOT NULL, profile_id INTEGER NOT NULL,
    status TEXT NOT NULL, data TEXT NOT NULL)`);
  const insert = db.prepare(
    'INSERT INTO parameter_proposals (entity_id, profile_id, status, data) VALUES (?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE parameter_proposals SET status = ?, data = ? WHERE id = ?');
  const one = db.prepare('SELECT id, data FROM parameter_proposals WHERE id = ? AND entity_id = ?');
  const all = db.prepare('SELECT id, data FROM parameter_proposals WHERE entity_id = ? ORDER BY id DESC LIMIT 500');
  const parsed = (row: Row): ParameterProposal => ({ ...JSON.parse(row.data), id: row.id });

  return {
    /** A new proposal by a user, pending until another one decides it. */
    propose: (entityId: number, proposed: NewProposal): ParameterProposal => {
      const proposal = { ...proposed, status: 'PENDING' as const, decidedBy: null, decidedAt: null };
      const { lastInsertRowid } = insert.run(entityId, proposal.profileId, proposal.status, JSON.stringify(proposal));
      return { ...proposal, id: Number(lastInsertRowid) };
    },
    get: (entityId: number, id: number) => {
      const row = one.get(id, entityId) as Row | undefined;
      return row ? parsed(row) : undefined;
    },
    save: (proposal: ParameterProposal) => update.run(proposal.status, JSON.stringify(proposal), proposal.id),
    list: (entityId: number, filter: { status?: ProposalStatus; profileId?: number }) =>
      (all.all(entityId) as Row[])
        .map(parsed)
        .filter(
          (proposal) =>
            (!filter.status || proposal.status === filter.status) &&
            (!filter.profileId || proposal.profileId === filter.profileId),
        ),
  };
};
