/**
 * Above the cache rules: what a rule does to the server's cache (apps/server/src/integrations/cache/rules.ts),
 * so that switching one off or changing its TTL is done knowing the effect.
 */
import { Alert } from 'antd';
import { useSystemStrings } from '../strings.ts';

export function CacheRulesHow() {
  const s = useSystemStrings();
  return (
    <Alert
      type="info"
      showIcon
      title={s.rulesHowTitle}
      description={s.rulesHow}
      data-testid="cache-rules-how"
    />
  );
}
