import { analyticsAttributes, useItemClickTracking } from '../../src';

const links = [
  { name: 'About us', url: '/about' },
  { name: 'Careers', url: '/careers' },
];

// Every click on a link sends analytics.track('Item Clicked', context). The context is read from
// the link and its ancestors (at most 50 levels up, the nearest value winning):
// { label: 'Careers', element_id: 'footer-careers', total_objects_displayed: 2, component_type: 'footer_links' }
export function FooterLinks() {
  const { getContainerProps } = useItemClickTracking();
  return (
    <nav
      aria-label="Company"
      {...getContainerProps()}
      {...analyticsAttributes({ component_type: 'footer_links', total_objects_displayed: links.length })}
    >
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              {...analyticsAttributes({ label: link.name, element_id: `footer-${link.name.toLowerCase()}` })}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
