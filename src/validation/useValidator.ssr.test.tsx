/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { ValidatorForm } from './__fixtures__/ValidatorForm';

describe('given a server render', () => {
  it('should render the fields and their empty message elements without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<ValidatorForm rules={{ email: { required: true, email: true } }} id="signup" />);
    expect(html).toContain('id="signup-email-field"');
    expect(html).toContain('aria-describedby="signup-email-error"');
    expect(html).toContain('<p id="signup-email-error" aria-live="polite" data-state="valid"></p>');
    expect(html).toContain('aria-required="true"');
    expect(html).not.toContain('aria-invalid');
  });
});
