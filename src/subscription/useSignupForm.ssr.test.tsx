/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import type * as ReactHookForm from 'react-hook-form';
import { ChromeProvider } from '../config';
import { BannerFixture } from './__fixtures__/BannerFixture';
import { FooterFixture } from './__fixtures__/FooterFixture';
import { BASE_CONFIG } from './__fixtures__/testUtils';
import { isServerRender } from './serverRender';
import type * as ServerRenderModule from './serverRender';

// Records every call of react-hook-form's useForm (it still runs the real one).
jest.mock('react-hook-form', () => {
  const actual = jest.requireActual<typeof ReactHookForm>('react-hook-form');
  return { ...actual, useForm: jest.fn(actual.useForm) };
});
// The real check by default; one test renders what the client renders first, here on the server.
jest.mock('./serverRender', () => ({
  isServerRender: jest.fn(jest.requireActual<typeof ServerRenderModule>('./serverRender').isServerRender),
}));

const useFormCalls = useForm as jest.Mock;
const serverRender = isServerRender as jest.Mock;

function Page() {
  return (
    <ChromeProvider config={{ ...BASE_CONFIG, brand: 'HOME_ADVISOR', storage: null, fetch: jest.fn() }}>
      <BannerFixture cfPostalCode="10001" />
      <FooterFixture />
    </ChromeProvider>
  );
}

describe('given a server render of both sign-up forms (no window)', () => {
  beforeEach(() => useFormCalls.mockClear());

  it('should not run react-hook-form', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<Page />);
    expect(useFormCalls).not.toHaveBeenCalled();
    expect(html).toContain('value="10001"');
    expect(html.match(/<form/g)).toHaveLength(2);
  });

  it("should render exactly the markup of react-hook-form's implementation", () => {
    const served = renderToString(<Page />);
    expect(useFormCalls).not.toHaveBeenCalled();
    serverRender.mockReturnValue(false);
    try {
      const withReactHookForm = renderToString(<Page />);
      expect(useFormCalls).toHaveBeenCalledTimes(2);
      expect(served).toBe(withReactHookForm);
    } finally {
      serverRender.mockReset();
      serverRender.mockImplementation(jest.requireActual<typeof ServerRenderModule>('./serverRender').isServerRender);
    }
  });
});
