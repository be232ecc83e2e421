import { screen } from '@testing-library/react';
import { autocompleteBody } from './__fixtures__/fakeFetch';
import { renderSearchBox, typeAndAnswer } from './__fixtures__/renderSearchBox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const submitButton = () => screen.getByRole('button', { name: 'Search' });
const RESULTS = 'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch';

// The site decides the postal code's format: its domain gives the country (src/brand/site.ts).
const onSite = (domain: string, options: Parameters<typeof renderSearchBox>[0] = {}) =>
  renderSearchBox(options, { config: { domain } });

describe('given a regional site, the ZIP field takes the postal code of its country', () => {
  it.each([
    ['the UK', 'www.mybuilder.com', 'sw1a1aa', 'SW1A 1AA', 'SW1A%201AA'],
    ['the Netherlands', 'www.werkspot.nl', '1012ab', '1012 AB', '1012%20AB'],
    ['Canada', 'www.homestars.com', 'k1a 0b1', 'K1A 0B1', 'K1A%200B1'],
  ])(
    'should give %s a text keyboard, format the typed code and send it once complete',
    async (_country, domain, typed, shown, sent) => {
      const r = onSite(domain, { validateZip: true });
      const zip = r.zip as HTMLInputElement;
      expect(zip).toHaveAttribute('inputmode', 'text');
      expect(zip).toHaveAttribute('autocomplete', 'postal-code');
      expect(zip).not.toHaveAttribute('maxlength');
      expect(zip).not.toHaveAttribute('pattern');
      await r.user.type(zip, `${typed}xyz`);
      expect(zip).toHaveValue(shown);
      await r.user.type(r.input, 'roof');
      await r.user.click(submitButton());
      expect(r.navigate).toHaveBeenCalledWith(
        `${RESULTS}&initialSearch=true&sourcePage=Homepage&postalCode=${sent}&query=roof`,
      );
    },
  );

  it('should normalise a pasted code with spaces and a dash, losing none of it', async () => {
    const r = onSite('www.homestars.com');
    await r.user.click(r.zip as HTMLElement);
    await r.user.paste(' k1a-0b1 ');
    expect(r.zip).toHaveValue('K1A 0B1');
  });

  it('should keep a typed space, and leave an incomplete code out of the URL', async () => {
    const r = onSite('www.mybuilder.com');
    await r.user.type(r.zip as HTMLElement, 'm1 1a');
    expect(r.zip).toHaveValue('M1 1A');
    await r.user.type(r.input, 'roof');
    await r.user.click(submitButton());
    expect(r.navigate).toHaveBeenCalledWith(expect.not.stringContaining('postalCode'));
  });

  it('should flag a code that is not valid for the country when ZIP validation is on', async () => {
    const r = onSite('www.werkspot.nl', { validateZip: true });
    await r.user.type(r.zip as HTMLElement, '10001');
    expect(r.zip).toHaveValue('1000 1');
    await r.user.click(submitButton());
    expect(r.navigate).not.toHaveBeenCalled();
    expect(r.zip).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('should add a complete code to a picked suggestion, and pick nothing while it is incomplete', async () => {
    const r = onSite('www.mybuilder.com', { validateZip: true });
    await r.user.type(r.zip as HTMLElement, 'EC1A1B');
    await typeAndAnswer(r, 'roof', autocompleteBody(['Roof repair']));
    await r.user.click(screen.getByRole('option', { name: 'Roof repair' }));
    expect(r.navigate).not.toHaveBeenCalled();
    await r.user.type(r.zip as HTMLElement, 'B');
    expect(r.zip).toHaveValue('EC1A 1BB');
    await r.user.click(r.input);
    await r.user.keyboard('{ArrowDown}{Enter}');
    expect(r.navigate).toHaveBeenCalledWith('https://sr.roofline.com/service-request/task/1000?postalCode=EC1A%201BB');
  });

  it.each([
    ['www.mybuilder.com', 'sw1a1aa', 'SW1A 1AA'],
    ['www.mybuilder.com', 'sw1a', ''],
    // Another country's code is not cut into a local one (Berlin's 10115 is not Vienna's 1011).
    ['www.myhammer.at', '10115', ''],
    ['www.roofline.com', '98-1O40', ''],
    ['www.roofline.com', 'K1A 0B1', ''],
  ])('on %s: should prefill defaultZip %p as %p', (domain, defaultZip, shown) => {
    const r = onSite(domain, { defaultZip });
    expect(r.zip).toHaveValue(shown);
  });

  it.each([
    ['Austria', 'www.myhammer.at', 'A-10105', '1010', '4'],
    ['France', 'www.travaux.com', '75 0089', '75008', '5'],
    ['Germany', 'www.myhammer.de', '10115', '10115', '5'],
    ['Italy', 'www.instapro.it', '00184', '00184', '5'],
  ])('should give %s a numeric keyboard and digits only', async (_country, domain, typed, shown, maxLength) => {
    const r = onSite(domain);
    const zip = r.zip as HTMLInputElement;
    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(zip).toHaveAttribute('maxlength', maxLength);
    await r.user.type(zip, typed);
    expect(zip).toHaveValue(shown);
    await r.user.type(r.input, 'roof');
    await r.user.click(submitButton());
    expect(r.navigate).toHaveBeenCalledWith(expect.stringContaining(`&postalCode=${shown}&query=roof`));
  });
});

describe('given a US site, the ZIP field is unchanged', () => {
  it.each([['www.roofline.com'], ['www.homeadvisor.com'], ['www.instapro.com']])(
    'on %s: should keep five digits and leave a UK postcode out',
    async (domain) => {
      const r = onSite(domain);
      const zip = r.zip as HTMLInputElement;
      expect(zip).toHaveAttribute('inputmode', 'numeric');
      expect(zip).toHaveAttribute('pattern', '[0-9]*');
      expect(zip).toHaveAttribute('maxlength', '5');
      await r.user.type(zip, 'sw1a1aa');
      expect(zip).toHaveValue('11');
      await r.user.clear(zip);
      await r.user.type(zip, '10001');
      await r.user.type(r.input, 'roof');
      await r.user.click(submitButton());
      expect(r.navigate).toHaveBeenCalledWith(expect.stringContaining('&postalCode=10001&query=roof'));
    },
  );
});
