/**
 * Prints, as JSON, the files the mock services' answers point at (`/assets/<name>.svg`, the stand-in
 * reviews widget script), as the services themselves answer them. Run by .storybook/main.ts in a child
 * process (`node --import tsx`), outside Storybook's own module loader.
 */
import { createMockServices } from '../testing';
import { ASSETS } from '../testing/devApi/data/assets';

const services = createMockServices({ origin: 'http://localhost' });
const files: Record<string, { type: string; body: string }> = {};
for (const name of [...Object.keys(ASSETS).map((n) => `${n}.svg`), 'reviews-widget.js']) {
  const response = await services.fetch(`http://localhost/assets/${name}`);
  if (!response.ok) throw new Error(`The mock services answered ${response.status} for /assets/${name}`);
  files[`assets/${name}`] = { type: response.headers.get('content-type') ?? '', body: await response.text() };
}
process.stdout.write(JSON.stringify(files));
