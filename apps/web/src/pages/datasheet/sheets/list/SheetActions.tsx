/**
 * What a person does with sheets beyond the generic list: put them in the comparison (one, or every ticked
 * row), open the comparison, copy a sheet as a new one, download its PDF.
 */
import {
  CheckOutlined,
  CopyOutlined,
  DiffOutlined,
  DownOutlined,
  FilePdfOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { datasheetResource, ListRowOf } from '@console/contract';
import { App, Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceScreenContext } from '../../../../resources/extensions.ts';
import { ArmedDropdown } from '../../../../resources/list/armed.tsx';
import { RowLink } from '../../../../resources/list/RowLink.tsx';
import { useComparisonStore } from '../../../../stores/comparison.ts';
import { downloadSheetPdf } from '../pdf.ts';
import { comparePath, sheetCopyPath } from '../routes.ts';
import { useSheetT } from '../strings.ts';

/** A sheet as the list hands it over (a sheet's detail, with its grid, is one too). */
type SheetRow = ListRowOf<typeof datasheetResource>;

const dsnoOf = (row: SheetRow) => row.dsno || undefined;

/** In the comparison or not, at a glance; a click puts the sheet in, or takes it out again. */
export function CompareToggle({ row, asButton }: { row: SheetRow; asButton?: boolean }) {
  const t = useSheetT();
  const { message } = App.useApp();
  const dsno = dsnoOf(row);
  const inComparison = useComparisonStore((s) => Boolean(dsno && s.items.some((i) => i.DSNO === dsno)));
  const add = useComparisonStore((s) => s.add);
  const remove = useComparisonStore((s) => s.remove);
  if (!dsno) return null;
  const toggle = () => {
    if (inComparison) {
      remove(dsno);
      message.info(t('compareRemoved', { dsno }));
    } else {
      add({ DSNO: dsno });
      message.success(t('compareAdded', { dsno }));
    }
  };
  const tip = inComparison ? t('compareInTip') : t('compareAdd');
  if (!asButton) {
    return (
      <RowLink
        className={inComparison ? 'ds-compare ds-compare--in' : 'ds-compare'}
        title={tip}
        onClick={toggle}
        data-testid="row-compare"
        data-in-comparison={inComparison ? 'true' : 'false'}
      >
        {inComparison ? <CheckOutlined /> : <PlusOutlined />}
        {t(inComparison ? 'compareInShort' : 'compareShort')}
      </RowLink>
    );
  }
  const button = (
    <Button
      icon={inComparison ? <CheckOutlined /> : <PlusOutlined />}
      className={inComparison ? 'ds-compare ds-compare--in' : 'ds-compare'}
      onClick={toggle}
      data-testid="row-compare"
      data-in-comparison={inComparison ? 'true' : 'false'}
    >
      {t(inComparison ? 'compareIn' : 'compareAdd')}
    </Button>
  );
  // One element either way, so the button (and its focus) stays when it flips.
  return <Tooltip title={tip}>{button}</Tooltip>;
}

/** Downloads `<DSNO> <grade>.pdf`; the button spins meanwhile. */
export function usePdfDownload(row: SheetRow) {
  const t = useSheetT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const name = await downloadSheetPdf(row.id, row.dsno, row.grade);
      message.success(t('pdfDone', { name }));
    } catch {
      // The request function has already said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * Copy as a new sheet and the PDF, behind one button so the action column stays narrow (named for what it holds:
 * the row's own 更多 holds the engine's folded actions).
 */
export function RowMore({ row }: { row: SheetRow }) {
  const t = useSheetT();
  const navigate = useNavigate();
  const pdf = usePdfDownload(row);
  return (
    <ArmedDropdown
      menu={{
        items: [
          { key: 'copy', icon: <CopyOutlined />, label: <span data-testid="row-copy">{t('copy')}</span> },
          {
            key: 'pdf',
            icon: <FilePdfOutlined />,
            disabled: pdf.busy,
            label: <span data-testid="row-pdf">{t('pdf')}</span>,
          },
        ],
        onClick: ({ key }) => {
          if (key === 'copy') navigate(sheetCopyPath(row.id));
          else void pdf.run();
        },
      }}
    >
      <RowLink busy={pdf.busy} data-testid="sheet-more" aria-haspopup="menu">
        {t('more')} <DownOutlined />
      </RowLink>
    </ArmedDropdown>
  );
}

/** The toolbar's comparison buttons: the ticked rows in, and the comparison screen with its count. */
export function CompareToolbar({ ctx }: { ctx: ResourceScreenContext<SheetRow> }) {
  const t = useSheetT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const items = useComparisonStore((s) => s.items);
  const add = useComparisonStore((s) => s.add);
  const ticked = ctx.rows.filter((row) => ctx.selectedIds.includes(row.id));

  const addTicked = () => {
    const present = new Set(items.map((i) => i.DSNO));
    const fresh = ticked
      .map(dsnoOf)
      .filter((dsno): dsno is string => Boolean(dsno) && !present.has(dsno as string));
    if (fresh.length === 0) {
      message.info(t('compareAlreadyAll'));
      return;
    }
    for (const dsno of fresh) add({ DSNO: dsno });
    message.success(t('compareAddedTicked', { n: fresh.length, total: present.size + fresh.length }));
  };

  return (
    <>
      <Button
        icon={<DiffOutlined />}
        disabled={ticked.length === 0}
        onClick={addTicked}
        data-testid="compare-ticked"
      >
        {t('compareAddTicked')}
      </Button>
      <Badge count={items.length} size="small" showZero={false} data-testid="compare-count">
        <Button onClick={() => navigate(comparePath)} data-testid="compare-open">
          {t('compareOpen')}
        </Button>
      </Badge>
    </>
  );
}
