import { useFooterAccordions, useGlobalFooter, type FooterSection } from '../../src';

/**
 * A footer built on the hooks only: the data and link props from useGlobalFooter, the layout from
 * useFooterAccordions. Your CSS collapses `[data-collapsible="mobile"][data-state="closed"]`
 * panels under `(max-width: 1023.98px)` only, so the server render already has the final layout.
 */
export function MyFooter({ queryString }: { queryString?: string }) {
  const footer = useGlobalFooter({ brand: 'HOME_ADVISOR', queryString });
  const accordions = useFooterAccordions({ singleOpenGroups: [['popular-cities', 'additional-cities']] });
  const { content } = footer;

  const column = (section: FooterSection, collapsible: 'mobile' | 'always' = 'mobile') => (
    <div key={section.id} className="my-footer__column">
      <h2 {...accordions.getHeadingProps({ item: section.id, collapsible })}>
        <button {...accordions.getToggleProps({ item: section.id, collapsible })}>{section.title}</button>
      </h2>
      <ul {...accordions.getPanelProps({ item: section.id, collapsible })} {...footer.getListProps(section)}>
        {section.links.map((link) => {
          const props = footer.getLinkProps(link, section.id);
          return props ? (
            <li key={link.id}>
              <a {...props}>{link.text}</a>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );

  return (
    <footer className="my-footer" {...footer.getFooterProps(accordions.getRootProps())}>
      <nav aria-label={content.texts.navigationLabel}>
        {content.sections.map((section) => column(section))}
        {column(content.legal)}
        {column(content.cities)}
        {content.additionalCities ? column(content.additionalCities, 'always') : null}
      </nav>
      <button type="button" {...footer.getAccessibilityToolsProps()}>
        {content.texts.accessibilityTools}
      </button>
      <p>{footer.copyrightText}</p>
    </footer>
  );
}
