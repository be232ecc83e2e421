/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { createFormControl } from 'react-hook-form';
import type * as ReactHookForm from 'react-hook-form';
import { BothSignupForms as Page } from './__fixtures__/BothSignupForms';

// Records every form engine react-hook-form builds (it still builds the real one).
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof ReactHookForm>('react-hook-form');
  return { ...actual, createFormControl: jest.fn(actual.createFormControl) };
});

const engines = createFormControl as jest.Mock;

describe('given a server render of both sign-up forms (no window)', () => {
  it('should render both forms, the prefilled zip included, without running react-hook-form', async () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Page />);
    expect(html).toContain('value="10001"');
    expect(html.match(/<form/g)).toHaveLength(2);
    // Nothing was scheduled to build one later either.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(engines).not.toHaveBeenCalled();
  });
});
