/**
 * The ranked suggestions for one unresolved spelling (trigram similarity; a unit's rank), best first: one click maps the
 * spelling to that canonical row in every pending sheet and remembers it for every later import.
 */
import type { CacheMapKind, CacheSuggestion } from '@console/contract';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useCacheActions } from './api.ts';
import { useCacheText } from './strings.ts';

interface Props {
  kind: CacheMapKind;
  raw: string;
  suggestions: readonly CacheSuggestion[];
  /** data-testid prefix; each button adds its rank (`…-0` is the best). */
  testId: string;
}

export function SuggestionButtons({ kind, raw, suggestions, testId }: Props) {
  const text = useCacheText();
  const { message } = App.useApp();
  const actions = useCacheActions();
  const [busy, setBusy] = useState<number | null>(null);
  if (suggestions.length === 0) {
    return <Typography.Text type="secondary">{text('noSuggestion')}</Typography.Text>;
  }
  return (
    <Space size={4} wrap>
      {suggestions.map((suggestion, rank) => (
        <Tooltip
          key={suggestion.id}
          title={text(kind === 'unit' ? 'mapUnitTo' : 'mapTo', {
            label: suggestion.label,
            score: suggestion.similarity.toFixed(2),
          })}
        >
          <Button
            size="small"
            type={rank === 0 ? 'primary' : 'default'}
            ghost={rank === 0}
            loading={busy === suggestion.id}
            data-testid={`${testId}-${rank}`}
            onClick={async () => {
              setBusy(suggestion.id);
              try {
                const result = await actions.map({ kind, raw, target_id: suggestion.id });
                message.success(text('mapped', { raw, label: suggestion.label, n: result.sheets }));
              } catch {
                // request's failure handling has told the person.
              } finally {
                setBusy(null);
              }
            }}
          >
            {suggestion.label} · {Math.round(suggestion.similarity * 100)}%
          </Button>
        </Tooltip>
      ))}
    </Space>
  );
}
