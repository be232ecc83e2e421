// The helpers a custom UI imports beside the hooks (docs/architecture.md, "What a custom UI imports"),
// through the package's root entry as a consumer imports them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { useRef } from 'react';
import {
  getHeaderView,
  getResultsForm,
  isCompleteZip,
  mergeProps,
  normalizeNavigationData,
  sanitizeZipInput,
} from './index';
import { expectConsole } from '../test/console';

describe('mergeProps: a getter’s props with another library’s', () => {
  it('runs both handlers (theirs first), merges refs and keeps ours where theirs is undefined', async () => {
    const calls: string[] = [];
    const refs: Array<HTMLInputElement | null> = [];
    const ours = {
      'aria-describedby': 'error',
      onFocus: () => void calls.push('ours'),
      ref: (node: HTMLInputElement | null) => void refs.push(node),
    };
    const theirs = { onFocus: () => void calls.push('theirs'), 'aria-describedby': undefined, className: 'ring' };
    function Field() {
      const own = useRef<HTMLInputElement>(null);
      return <input aria-label="Project" {...mergeProps(ours, { ...theirs, ref: own })} />;
    }
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Project' });
    await userEvent.click(input);
    expect(calls).toEqual(['theirs', 'ours']);
    expect(refs).toEqual([input]);
    expect(input).toHaveAttribute('aria-describedby', 'error');
    expect(input).toHaveClass('ring');
  });

  it('skips our handler when theirs prevents the default', async () => {
    const ours = jest.fn();
    render(
      <button
        {...mergeProps({ onClick: ours }, { onClick: (event: { preventDefault(): void }) => event.preventDefault() })}
      >
        Go
      </button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(ours).not.toHaveBeenCalled();
  });
});

describe('getResultsForm: the search as a GET form a server renders', () => {
  it('submits to the results page with the fixed parameters of spec 7.8', () => {
    const form = getResultsForm('https://www.roofline.com/');
    const html = renderToStaticMarkup(
      <form action={form.action} method="get">
        {form.hiddenFields.map((field) => (
          <input key={field.name} {...field} />
        ))}
        <input name="postalCode" defaultValue="10001" />
        <input name="query" defaultValue="roof repair" />
      </form>,
    );
    document.body.innerHTML = html;
    const element = document.querySelector('form') as HTMLFormElement;
    const query = new URLSearchParams(new FormData(element) as unknown as Record<string, string>);
    expect(`${element.getAttribute('action')}?${query}`.replace(/\+/g, '%20')).toBe(
      'https://www.roofline.com/find?action=SEARCH&startIndex=&useExtSearch=false&searchType=SiteTaskSearch' +
        '&initialSearch=true&sourcePage=Homepage&postalCode=10001&query=roof%20repair',
    );
    expect(getResultsForm(null).action).toBe('/find');
  });
});

describe('sanitizeZipInput and isCompleteZip: the search box’s postal-code rules', () => {
  it.each([
    ['1e0-2.3+456', 'US', '10234', true],
    ['1000', 'US', '1000', false],
    ['sw1a1aa', 'GB', 'SW1A 1AA', true],
    [' k1a-0b1 ', 'CA', 'K1A 0B1', true],
    ['1012ab', 'NL', '1012 AB', true],
    ['10115', 'AT', '1011', true],
  ])('%j in %s is kept as %j (complete: %s)', (typed, country, kept, complete) => {
    expect(sanitizeZipInput(typed, country)).toBe(kept);
    expect(isCompleteZip(kept, country)).toBe(complete);
  });

  it('takes the US when no country is given', () => {
    expect(sanitizeZipInput('SW1A 1AA')).toBe('11');
    expect(isCompleteZip('SW1A 1AA')).toBe(false);
    expect(isCompleteZip('10001')).toBe(true);
  });
});

describe('normalizeNavigationData: cached or fetched data made safe for getHeaderView', () => {
  const raw = {
    brand: { domain: 'www.roofline.com', loginUrl: '/login' },
    hasAuthenticatedVersion: true,
    groupings: [
      {
        navigationTitle: 'Roofing',
        links: [
          { name: 'Repair', url: '/roofing/repair' },
          { name: 'Bad', url: 'javascript:alert(1)' },
        ],
      },
      { links: [] },
    ],
  };

  it('drops unsafe links and bad entries, and a JSON round trip (a cache) gives the same data', () => {
    const warn = expectConsole('warn', /javascript:alert\(1\)|dropped/i);
    const data = normalizeNavigationData(raw);
    expect(warn).toHaveBeenCalled();
    expect(data?.groupings.map((grouping) => grouping.navigationTitle)).toEqual(['Roofing']);
    expect(data?.groupings[0]?.links.map((link) => link.href)).toEqual(['/roofing/repair']);
    const cached = normalizeNavigationData(JSON.parse(JSON.stringify(data)));
    expect(cached).toEqual(data);
    const view = getHeaderView(cached!, { firstName: 'Pat' });
    expect(view.isSignedIn).toBe(true);
  });

  it('gives null for what is not navigation data', () => {
    expectConsole('warn', /header is hidden/);
    expect(normalizeNavigationData({ error: 'Unauthorized' })).toBeNull();
    expect(normalizeNavigationData('<html>')).toBeNull();
  });
});
