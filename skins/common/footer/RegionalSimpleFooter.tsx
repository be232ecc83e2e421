import { useSkinTheme } from '../../theme/useSkinTheme';
import { RegionalSimpleFooterServer } from './server/RegionalSimpleFooterServer';
import type { SimpleFooterProps } from './types';

/**
 * A regional site's legal bar in a client tree: the markup of the Instapro skin's
 * `ServerSimpleFooter` (`RegionalSimpleFooterServer`), styled with the surrounding theme.
 */
export function RegionalSimpleFooter({ domain, className }: SimpleFooterProps) {
  const theme = useSkinTheme();
  return <RegionalSimpleFooterServer domain={domain} className={className} theme={theme} />;
}
