import type { ComponentType } from 'react';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import EnhancedEncryptionOutlinedIcon from '@mui/icons-material/EnhancedEncryptionOutlined';
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import type { DomainPage } from '../resourceDefinition';
import { lazyView } from '../views/lazyView';
import { dashboardBoards, type DashboardBoardName } from './boards';

const BoardPage = lazyView<{ board: DashboardBoardName }>(() => import('./pages/DashboardBoardPage'));

const icons: Record<DashboardBoardName, ComponentType> = {
  transactions: ReceiptLongOutlinedIcon,
  monitoring: MonitorHeartOutlinedIcon,
  helpdesk: SupportAgentOutlinedIcon,
  advertisement: CampaignOutlinedIcon,
  product: CategoryOutlinedIcon,
  'project-management': ViewKanbanOutlinedIcon,
  crypto: EnhancedEncryptionOutlinedIcon,
};

const pageOf = (board: DashboardBoardName): ComponentType => {
  const Page = () => <BoardPage board={board} />;
  Page.displayName = `DashboardPage(${board})`;
  return Page;
};

/** The seven dashboards (spec section 2, no permission needed), listed in the sidebar's Dashboards group. */
export const dashboardPages: readonly DomainPage[] = dashboardBoards.map((board) => ({
  path: `dashboards/${board}`,
  Page: pageOf(board),
  menu: { label: `dashboards.${board}.menu`, icon: icons[board] },
}));
