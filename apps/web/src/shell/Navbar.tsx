import {
  CloudServerOutlined,
  CommentOutlined,
  FileSearchOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/index.ts';
import type { RouteIndex } from '../router/table.ts';
import { useAppStore } from '../stores/app.ts';
import { useProposalsChangedListener } from '../stores/counters.ts';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import {
  CommentBell,
  IconEntry,
  NetworkExpansionEntry,
  ProposalPanel,
  proposalTargets,
} from './CounterItems.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The top bar of spec §1, left to right. */
export function Navbar({ index }: { index: RouteIndex }) {
  const t = useT();
  const navigate = useNavigate();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const Hamburger = opened ? MenuFoldOutlined : MenuUnfoldOutlined;
  useProposalsChangedListener();

  return (
    <header className="navbar">
      <button
        type="button"
        className="navbar__icon navbar__hamburger"
        onClick={toggleSidebar}
        data-testid="hamburger"
        aria-label={t('toggleSidebar')}
        aria-expanded={opened}
      >
        <Hamburger />
      </button>
      <BreadcrumbBar index={index} />
      <div className="navbar__right">
        <GlobalSearch />
        <IconEntry
          testId="ai-chat"
          icon={<RobotOutlined />}
          label={t('aiChat')}
          onClick={() => navigate('/ai/chat')}
        />
        <ProposalPanel />
        <NetworkExpansionEntry />
        <IconEntry
          testId="saas-overview"
          icon={<CloudServerOutlined />}
          label={t('saasOverview')}
          onClick={() => navigate('/saas/enter')}
        />
        <CommentBell />
        <IconEntry
          testId="comment-list"
          icon={<CommentOutlined />}
          label={t('commentList')}
          onClick={() => navigate(proposalTargets.commentList)}
        />
        <IconEntry
          testId="access-log"
          icon={<FileSearchOutlined />}
          label={t('accessLog')}
          title={t('accessLog')}
          onClick={() => window.open('/monitor/admin', '_blank')}
        />
        <FullscreenToggle />
        <UserMenu />
      </div>
    </header>
  );
}
