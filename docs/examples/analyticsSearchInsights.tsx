import { SEARCH_LIBRARY_CONSTANTS, useSearchInsights } from '../../src';

interface Hit {
  objectID: string;
  name: string;
}

// Click events go to the Insights API through the official search-insights client (the optional
// peer search-insights, installed by the page), loaded on the first event. Object-id lists longer
// than 20 are split into several events.
const loadInsights = () => import('search-insights');

export function Results({ hits, queryID, userToken }: { hits: Hit[]; queryID: string; userToken: string }) {
  const insights = useSearchInsights({ appId: 'APP_ID', apiKey: 'SEARCH_ONLY_KEY', userToken, loadInsights });
  const page = hits.slice(0, SEARCH_LIBRARY_CONSTANTS.pageSize);
  return (
    <ul>
      {page.map((hit, i) => (
        <li key={hit.objectID}>
          <button
            type="button"
            onClick={() =>
              void insights.clickedObjectIDsAfterSearch({
                eventName: 'Hit Clicked',
                index: 'tasks',
                queryID,
                objectIDs: [hit.objectID],
                positions: [i + 1],
              })
            }
          >
            {hit.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
