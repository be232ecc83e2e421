import { screen } from '@testing-library/react';
import { autocompleteBody } from './__fixtures__/fakeFetch';
import { renderSearchBox, typeAndAnswer } from './__fixtures__/renderSearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const submitButton = () => screen.getByRole('button', { name: 'Search' });
const alert = () => screen.getByRole('alert');

describe('given the ZIP field', () => {
  it('should ask for a numeric keyboard, keep digits only and cut at five', async () => {
    const r = renderSearchBox();
    const zip = r.zip as HTMLInputElement;
    expect(zip).toHaveAttribute('inputMode', 'numeric');
    expect(zip).toHaveAttribute('maxLength', '5');
    await r.user.type(zip, '1e0-2.3+4');
    expect(zip).toHaveValue('10234');
    await r.user.type(zip, '99');
    expect(zip).toHaveValue('10234');
  });

  it('should add the ZIP to the results URL only when it has exactly five digits', async () => {
    const r = renderSearchBox();
    await r.user.type(r.zip as HTMLElement, '1234');
    await r.user.type(r.input, 'roof');
    await r.user.click(submitButton());
    expect(r.navigate).toHaveBeenLastCalledWith(expect.not.stringContaining('postalCode'));
    await r.user.type(r.zip as HTMLElement, '5');
    await r.user.click(submitButton());
    expect(r.navigate).toHaveBeenLastCalledWith(expect.stringContaining('&postalCode=12345&query=roof'));
  });

  it('should prefill from defaultZip, cleaned the same way', () => {
    const r = renderSearchBox({ defaultZip: '98140-1234' });
    expect(r.zip).toHaveValue('98140');
  });
});

describe('given validation is off (the default)', () => {
  it('should submit an empty project and show no message', async () => {
    const r = renderSearchBox();
    await r.user.click(submitButton());
    expect(r.navigate).toHaveBeenCalledWith(expect.stringMatching(/\/find\?action=SEARCH.*&query=$/));
    expect(alert()).toBeEmptyDOMElement();
  });
});

describe('given validation is on', () => {
  it.each([
    ['an empty project', { validateText: true }, '', '10001', 'Please enter a project', 'input'],
    ['a blank project', { validateText: true }, '   ', '', 'Please enter a project', 'input'],
    ['a short ZIP', { validateZip: true }, 'roof', '123', 'Please enter a valid ZIP code', 'zip'],
    ['an empty ZIP', { validateZip: true }, 'roof', '', 'Please enter a valid ZIP code', 'zip'],
    ['both', { validateText: true, validateZip: true }, '', '12', 'Please enter a valid project and ZIP code', 'both'],
  ] as const)(
    'should block the submit of %s with the message of spec 5',
    async (_n, flags, text, zip, message, field) => {
      const r = renderSearchBox(flags);
      if (text) await r.user.type(r.input, text);
      if (zip) await r.user.type(r.zip as HTMLElement, zip);
      await r.user.click(submitButton());
      expect(r.navigate).not.toHaveBeenCalled();
      expect(alert()).toHaveTextContent(message);
      const errorId = alert().id;
      if (field === 'input' || field === 'both') {
        expect(r.input).toHaveAttribute('aria-invalid', 'true');
        expect(r.input).toHaveAttribute('aria-describedby', errorId);
      }
      if (field === 'zip' || field === 'both') {
        expect(r.zip).toHaveAttribute('aria-invalid', 'true');
        expect(r.zip).toHaveAttribute('aria-describedby', errorId);
      }
    },
  );

  it('should clear a field message when that field is edited, then submit', async () => {
    const r = renderSearchBox({ validateText: true, validateZip: true });
    await r.user.click(submitButton());
    expect(alert()).toHaveTextContent('Please enter a valid project and ZIP code');
    await r.user.type(r.zip as HTMLElement, '10001');
    expect(alert()).toHaveTextContent('Please enter a project');
    expect(r.zip).not.toHaveAttribute('aria-invalid');
    await r.user.type(r.input, 'gutters{Escape}');
    expect(alert()).toBeEmptyDOMElement();
    await r.user.click(submitButton());
    expect(r.navigate).toHaveBeenCalledWith(expect.stringContaining('&postalCode=10001&query=gutters'));
  });

  it('should take translated messages', async () => {
    const r = renderSearchBox({ validateText: true, messages: { project: 'Veuillez saisir un projet' } });
    await r.user.click(submitButton());
    expect(alert()).toHaveTextContent('Veuillez saisir un projet');
  });

  it('should only close the list when a suggestion is picked while the ZIP is in error', async () => {
    const r = renderSearchBox({ validateZip: true });
    await r.user.type(r.zip as HTMLElement, '12');
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair', 'Roof inspection']));
    await r.user.click(screen.getByRole('option', { name: 'Roof inspection' }));
    expect(r.navigate).not.toHaveBeenCalled();
    expect(r.input).toHaveAttribute('aria-expanded', 'false');
    expect(r.input).toHaveValue('roof');
    expect(alert()).toHaveTextContent('Please enter a valid ZIP code');
    await r.user.click(r.input);
    await r.user.keyboard('{ArrowDown}{Enter}');
    expect(r.navigate).not.toHaveBeenCalled();
    expect(r.input).toHaveAttribute('aria-expanded', 'false');
    await r.user.type(r.zip as HTMLElement, '345');
    await r.user.click(r.input);
    await r.user.keyboard('{ArrowDown}{Enter}');
    expect(r.navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1000?postalCode=12345');
  });
});
