import { fireEvent, screen } from '@testing-library/react';
import { buildResultsUrl, getResultsForm } from './index';
import { renderSearchBox } from './__fixtures__/renderSearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** What a browser without JavaScript requests when the form is submitted: its action plus its fields. */
function plainSubmitUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) params.append(name, String(value));
  return `${form.getAttribute('action')}?${params.toString()}`;
}

function searchForm(): HTMLFormElement {
  return screen.getByRole('search') as HTMLFormElement;
}

describe('given the search form before JavaScript (spec 7.8)', () => {
  it('should be a GET form to {resultsDomain}/find with the fields named as the parameters', () => {
    const { input, zip } = renderSearchBox();
    const form = searchForm();
    expect(form).toHaveAttribute('action', 'https://www.roofline.com/find');
    expect(form).toHaveAttribute('method', 'get');
    expect(input).toHaveAttribute('name', 'query');
    expect(zip).toHaveAttribute('name', 'postalCode');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(hidden.map((field) => [field.name, field.value])).toEqual([
      ['action', 'SEARCH'],
      ['startIndex', ''],
      ['useExtSearch', 'false'],
      ['searchType', 'SiteTaskSearch'],
      ['initialSearch', 'true'],
      ['sourcePage', 'Homepage'],
    ]);
  });

  it('should send the parameters of the scripted submit (the fields in the order of the DOM)', () => {
    const { input, zip } = renderSearchBox();
    fireEvent.change(input, { target: { value: 'roof repair' } });
    fireEvent.change(zip!, { target: { value: '10001' } });
    const url = new URL(plainSubmitUrl(searchForm()));
    const scripted = new URL(
      buildResultsUrl({ resultsDomain: 'https://www.roofline.com', query: 'roof repair', zip: '10001' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.roofline.com/find');
    expect([...url.searchParams].sort()).toEqual([...scripted.searchParams].sort());
  });

  it('should submit to the same-origin /find without a results domain', () => {
    renderSearchBox({}, { config: { resultsDomain: undefined } });
    expect(searchForm()).toHaveAttribute('action', '/find');
    expect(getResultsForm(null).action).toBe('/find');
  });

  it('should give the same frozen form for the same results domain, and its own for another', () => {
    const form = getResultsForm('https://www.roofline.com');
    expect(getResultsForm('https://www.roofline.com')).toBe(form);
    expect(Object.isFrozen(form) && Object.isFrozen(form.hiddenFields)).toBe(true);
    expect(getResultsForm('https://www.homeadvisor.com').action).toBe('https://www.homeadvisor.com/find');
    expect(getResultsForm('https://www.homeadvisor.com').hiddenFields).toEqual(form.hiddenFields);
  });
});

describe('given the hydrated search form', () => {
  it('should navigate through the injected navigate and stop the plain submission', async () => {
    const { user, input, zip, navigate } = renderSearchBox();
    await user.click(input);
    await user.keyboard('roof repair');
    await user.click(zip!);
    await user.keyboard('1000');
    const submitted = fireEvent.submit(searchForm());
    expect(submitted).toBe(false); // default prevented: no plain GET after hydration
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      buildResultsUrl({ resultsDomain: 'https://www.roofline.com', query: 'roof repair', zip: '1000' }),
    );
  });
});
