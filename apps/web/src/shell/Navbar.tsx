import {
  CloudServerOutlined,
  CommentOutlined,
  FileSearchOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { memo, useMemo } from 'react';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';
import type { RouteIndex } from '../router/table.ts';
import { useAppStore } from '../stores/app.ts';
import { useCounterStream } from '../stores/counterStream.ts';
import { useProposalsChangedListener } from '../stores/counters.ts';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';
import { CommentBell, IconEntry, NetworkExpansionEntry, ProposalPanel } from './CounterItems.tsx';
import { FullscreenToggle } from './FullscreenToggle.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';
import { navbarTargets, permittedTargets } from './navbarTargets.ts';
import { UserMenu } from './UserMenu.tsx';
import './navbar.css';

/** The top bar of spec §1, left to right; entries leading to a screen the admin may not see are left out. */
export const Navbar = memo(function Navbar({ index }: { index: RouteIndex }) {
  const t = useT();
  const navigate = useGoTo();
  const opened = useAppStore((s) => s.sidebarOpened);
  const toggleSidebar = useAppStore((s) => s.toggleSidebar);
  const Hamburger = opened ? MenuFoldOutlined : MenuUnfoldOutlined;
  const can = useMemo(() => permittedTargets(index), [index]);
  useProposalsChangedListener();
  useCounterStream();

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
        {can.has('aiChat') && (
          <IconEntry
            testId="ai-chat"
            icon={<RobotOutlined />}
            label={t('aiChat')}
            onClick={() => navigate(navbarTargets.aiChat)}
          />
        )}
        {(can.has('proposalSaas') || can.has('proposalUser')) && (
          <ProposalPanel saas={can.has('proposalSaas')} user={can.has('proposalUser')} />
        )}
        {can.has('networkExpansion') && <NetworkExpansionEntry />}
        {can.has('saasOverview') && (
          <IconEntry
            testId="saas-overview"
            icon={<CloudServerOutlined />}
            label={t('saasOverview')}
            onClick={() => navigate(navbarTargets.saasOverview)}
          />
        )}
        {can.has('comments') && <CommentBell />}
        {can.has('commentList') && (
          <IconEntry
            testId="comment-list"
            icon={<CommentOutlined />}
            label={t('commentList')}
            onClick={() => navigate(navbarTargets.commentList)}
          />
        )}
        {can.has('accessLog') && (
          <IconEntry
            testId="access-log"
            icon={<FileSearchOutlined />}
            label={t('accessLog')}
            title={t('accessLog')}
            onClick={() => window.open(navbarTargets.accessLog, '_blank')}
          />
        )}
        <FullscreenToggle />
        <UserMenu />
      </div>
    </header>
  );
});
