import { Canvas, Controls, HeadersMdx } from '@storybook/addon-docs/blocks';
import type { ComponentProps, ComponentType, ReactNode } from 'react';

type StoryRef = NonNullable<ComponentProps<typeof Canvas>['of']>;

const H2 = (HeadersMdx as Record<string, ComponentType<{ id?: string; children?: ReactNode }>>).h2!;

/**
 * A hook page's live examples: each story rendered against the mock services in the browser, with its
 * controls (site, locale, the endpoints' behaviour and the example's own props) to edit it.
 */
export function LiveExample({ stories }: { stories: readonly StoryRef[] }) {
  return (
    <>
      <H2 id="live-example">Live example</H2>
      <p>
        Running in this page against the spec&apos;s services mocked in the browser (
        <code>@roofline/chrome/testing</code>, no server). Change the site, the locale or how each endpoint answers
        (normal, slow, failing) in the controls below it.
      </p>
      {stories.map((story, i) => (
        <div key={i}>
          <Canvas of={story} sourceState="none" />
          <Controls of={story} />
        </div>
      ))}
    </>
  );
}
