/**
 * True during a server render: there is no `window`. It never changes within one environment, so a
 * hook may pick its implementation by it (every render there calls the same hooks). Reads only
 * `typeof window`, never the window itself.
 */
export function isServerRender(): boolean {
  return typeof window === 'undefined';
}
