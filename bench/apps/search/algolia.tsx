import { autocomplete } from '@algolia/autocomplete-js';
import { useEffect, useRef, useState } from 'react';
import { LABEL, PLACEHOLDER, Picked, fetchSuggestions, type Suggestion } from '../shared';

/** @algolia/autocomplete-js mounted from an effect (it renders its own input and panel). */
export function App() {
  const container = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  useEffect(() => {
    if (!container.current) return;
    const instance = autocomplete<Suggestion & Record<string, unknown>>({
      container: container.current,
      placeholder: PLACEHOLDER,
      // Without the theme's CSS it would pick the full-screen mobile ("detached") mode.
      detachedMediaQuery: 'not all',
      translations: { submitButtonTitle: LABEL },
      getSources: ({ query }) => [
        {
          sourceId: 'suggestions',
          getItems: () => fetchSuggestions(query) as Promise<Array<Suggestion & Record<string, unknown>>>,
          getItemInputValue: ({ item }) => item.name,
          onSelect: ({ item }) => setPicked(item),
          templates: { item: ({ item }) => item.name },
        },
      ],
    });
    return () => instance.destroy();
  }, []);
  return (
    <div>
      <div ref={container} />
      <Picked item={picked} />
    </div>
  );
}
