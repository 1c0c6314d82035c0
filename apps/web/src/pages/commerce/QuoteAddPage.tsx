/**
 * /price/quote/add: a new quote in the quotes' own form (the family's declaration), opened at once, starting
 * from the requirement the bid screen came from; once saved, that requirement's comparison opens.
 */
import { priceQuoteResource } from '@console/contract';
import { Button, Card, Result } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ResourceForm } from '../../resources/form/ResourceForm.tsx';
import { bidPathOf, quoteListPath } from './routes.ts';
import { useCommerceT } from './strings.ts';

export function QuoteAddPage() {
  const t = useCommerceT();
  const navigate = useNavigate();
  const requirementId = (useLocation().state as { requirementId?: number } | null)?.requirementId;
  const [open, setOpen] = useState(true);
  return (
    <Card data-testid="quote-add-page">
      <Result
        status="info"
        title={t('quoteAddTitle')}
        subTitle={t('quoteAddHint')}
        extra={[
          <Button key="add" type="primary" onClick={() => setOpen(true)}>
            {t('addQuote')}
          </Button>,
          <Button key="back" onClick={() => navigate(quoteListPath)}>
            {t('backToQuotes')}
          </Button>,
        ]}
      />
      <ResourceForm
        def={priceQuoteResource}
        open={open}
        initialValues={requirementId ? { requirement_id: requirementId } : undefined}
        onClose={() => setOpen(false)}
        onSaved={(row) => navigate(bidPathOf(row.requirement_id))}
      />
    </Card>
  );
}
