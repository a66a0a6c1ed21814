import type { DashboardBoard, DashboardBoardName } from '../boards';
import { advertisementBoard } from './advertisementBoard';
import { cryptoBoard } from './cryptoBoard';
import { helpdeskBoard } from './helpdeskBoard';
import { monitoringBoard } from './monitoringBoard';
import { productBoard } from './productBoard';
import { projectManagementBoard } from './projectManagementBoard';
import type { BoardClock, BoardSources } from './sources';
import { transactionsBoard } from './transactionsBoard';

/** A board from the entity's records: the one function the sandbox and the in-memory provider share. */
export const computeBoard = (board: DashboardBoardName, sources: BoardSources, clock: BoardClock): DashboardBoard => {
  const base = { board, asOf: new Date(clock.now).toISOString(), currency: null };
  switch (board) {
    case 'transactions': {
      const { figures, charts, currency } = transactionsBoard(sources.operations(), clock);
      return { ...base, currency, figures, charts };
    }
    case 'monitoring':
      return { ...base, ...monitoringBoard(sources.terminals(), clock) };
    case 'helpdesk':
      return { ...base, ...helpdeskBoard(sources.terminalActions(), sources.logs(), clock) };
    case 'advertisement':
      return { ...base, ...advertisementBoard(sources.campaigns(), sources.operations()) };
    case 'product':
      return { ...base, ...productBoard(sources.apps(), sources.software(), sources.terminals()) };
    case 'project-management':
      return {
        ...base,
        ...projectManagementBoard(sources.register(), sources.appVersions(), sources.terminalActions(), clock),
      };
    case 'crypto':
      return { ...base, ...cryptoBoard(sources.terminals(), sources.users()) };
  }
};
