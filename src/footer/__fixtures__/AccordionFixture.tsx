import { useFooterAccordions } from '../useFooterAccordions';
import type { UseFooterAccordionsOptions } from '../useFooterAccordions.types';

const COLUMNS = ['resources', 'legal'];

/** A minimal footer on `useFooterAccordions`: two link columns and a single-open cities accordion. */
export function AccordionFixture(props: UseFooterAccordionsOptions) {
  const a = useFooterAccordions({ singleOpenGroups: [['popular-cities', 'additional-cities']], ...props });
  return (
    <footer {...a.getRootProps({ 'data-testid': 'root' })}>
      {COLUMNS.map((item) => (
        <section key={item}>
          <h2 {...a.getHeadingProps({ item })}>
            <button {...a.getToggleProps({ item })}>{item}</button>
          </h2>
          <ul {...a.getPanelProps({ item })}>
            <li>
              <a href={`/${item}`}>{item} link</a>
            </li>
          </ul>
        </section>
      ))}
      <h2 {...a.getHeadingProps({ item: 'popular-cities' })}>
        <button {...a.getToggleProps({ item: 'popular-cities' })}>Most Popular Cities</button>
      </h2>
      <ul {...a.getPanelProps({ item: 'popular-cities' })}>
        <li>Atlanta</li>
      </ul>
      <h3 {...a.getHeadingProps({ item: 'additional-cities', collapsible: 'always' })}>
        <button {...a.getToggleProps({ item: 'additional-cities', collapsible: 'always' })}>Additional Cities</button>
      </h3>
      <ul {...a.getPanelProps({ item: 'additional-cities', collapsible: 'always' })}>
        <li>Albuquerque</li>
      </ul>
      <output data-testid="open">{a.openItems.join(',')}</output>
    </footer>
  );
}
