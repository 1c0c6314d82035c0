/**
 * The counting items of the top bar (spec §1): each has an icon, a label, a count, a tooltip shown only
 * when the count is non-zero (the proposal tiles also say when everything is handled) and a target.
 */
import { BellOutlined, BulbOutlined, ShareAltOutlined, SolutionOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { useGoTo } from '../router/goTo.ts';
import { useProposalCounters, useUncheckedCommentCount } from '../stores/counters.ts';
import { navbarTargets } from './navbarTargets.ts';

/**
 * `count` is null when the admin may not list what is counted (the server does not say): the tile then shows no
 * number and claims nothing about it.
 */
function ProposalTile(props: {
  testId: string;
  icon: ReactNode;
  label: string;
  count: number | null;
  to: string;
}) {
  const t = useT();
  const navigate = useGoTo();
  const count = props.count ?? 0;
  const status = count > 0 ? t('proposalsWaiting', { n: count }) : t('proposalsHandled');
  // On a narrow bar the label is hidden (navbar.css): the tooltip names the tile too.
  return (
    <Tooltip title={props.count === null ? props.label : `${props.label} · ${status}`}>
      <button
        type="button"
        className={count > 0 ? 'proposal-tile proposal-tile--waiting' : 'proposal-tile'}
        onClick={() => navigate(props.to)}
        data-testid={props.testId}
        data-count={props.count ?? undefined}
      >
        {props.icon}
        <span className="proposal-tile__label">{props.label}</span>
        {props.count !== null && <span className="proposal-tile__count">{props.count}</span>}
      </button>
    </Tooltip>
  );
}

/** The two proposal tiles; each only when the admin may open its list. */
export function ProposalPanel({ saas, user }: { saas: boolean; user: boolean }) {
  const t = useT();
  const { data, isPending } = useProposalCounters();
  // Busy until the first counts arrive: the tiles change width then (and a test waits for the bar to settle).
  return (
    <div className="proposal-panel" aria-busy={isPending}>
      {saas && (
        <ProposalTile
          testId="proposal-saas"
          icon={<SolutionOutlined />}
          label={t('proposalSaas')}
          count={isPending ? 0 : (data?.['proposal.waiting.saas'] ?? null)}
          to={navbarTargets.proposalSaas}
        />
      )}
      {user && (
        <ProposalTile
          testId="proposal-user"
          icon={<BulbOutlined />}
          label={t('proposalUser')}
          count={isPending ? 0 : (data?.['proposal.waiting.user'] ?? null)}
          to={navbarTargets.proposalUser}
        />
      )}
    </div>
  );
}

/** An icon button with a badge; its tooltip appears only while the count is non-zero. */
function CountButton(props: {
  testId: string;
  icon: ReactNode;
  label: string;
  showLabel?: boolean;
  count: number;
  /** The count has not arrived yet. */
  pending: boolean;
  tip: string;
  to: string;
}) {
  const navigate = useGoTo();
  const button = (
    <button
      type="button"
      className={props.showLabel ? 'navbar__icon navbar__icon--labelled' : 'navbar__icon'}
      onClick={() => navigate(props.to)}
      data-testid={props.testId}
      data-count={props.count}
      aria-busy={props.pending}
    >
      <Badge count={props.count} size="small" showZero={false} overflowCount={999}>
        {props.icon}
      </Badge>
      {/* Named by its text, the count included: a name set apart (aria-label) would leave out the count a
          sighted person reads on the badge. */}
      <span className={props.showLabel ? 'navbar__icon-label' : 'visually-hidden'}>{props.label}</span>
    </button>
  );
  return props.count > 0 ? <Tooltip title={props.tip}>{button}</Tooltip> : button;
}

export function NetworkExpansionEntry() {
  const t = useT();
  const { data, isPending } = useProposalCounters();
  const count = data?.['network_expansion_service.waiting.user'] ?? 0;
  return (
    <CountButton
      testId="network-expansion"
      icon={<ShareAltOutlined />}
      label={t('networkExpansion')}
      showLabel
      count={count}
      pending={isPending}
      tip={t('networkExpansionWaiting', { n: count })}
      to={navbarTargets.networkExpansion}
    />
  );
}

export function CommentBell() {
  const t = useT();
  const { data, isPending } = useUncheckedCommentCount();
  const count = data ?? 0;
  return (
    <CountButton
      testId="comment-bell"
      icon={<BellOutlined />}
      label={t('latestComments')}
      count={count}
      pending={isPending}
      tip={t('commentsWaiting', { n: count })}
      to={navbarTargets.comments}
    />
  );
}

/** A plain icon entry. `title` uses the native title instead of a tooltip (the access-log button, spec §1). */
export function IconEntry(props: {
  testId: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  title?: string;
}) {
  const button = (
    <button
      type="button"
      className="navbar__icon"
      onClick={props.onClick}
      data-testid={props.testId}
      aria-label={props.label}
      title={props.title}
    >
      {props.icon}
    </button>
  );
  return props.title ? button : <Tooltip title={props.label}>{button}</Tooltip>;
}
