import { useChromeConfig } from '../../src';
import { createSearchClient, SearchClientError } from '../../src/searchClient';

/** One client per app id and key; requests go through the provider's fetch. */
export function useTaskSearch() {
  const { fetch, storage } = useChromeConfig();
  return createSearchClient({ appId: 'APP_ID', apiKey: 'SEARCH_ONLY_KEY', fetch, storage, userToken: 'anon-123' });
}

export async function findTasks(client: ReturnType<typeof createSearchClient>, text: string): Promise<string[]> {
  try {
    const { results } = await client.search<{ name: string }>([{ indexName: 'tasks', query: text, hitsPerPage: 5 }]);
    const [first] = results;
    if (!first || !('hits' in first)) return [];
    return first.hits.map((hit: { name: string }) => hit.name);
  } catch (error) {
    if (error instanceof SearchClientError) {
      // 'unreachable' (every host failed), 'deserialization' (not JSON) or 'api' (with error.status).
      return [];
    }
    throw error;
  }
}

export async function suggestCategories(client: ReturnType<typeof createSearchClient>, text: string) {
  return client.searchForFacetValues<{ facetHits: Array<{ value: string; count: number }> }>({
    indexName: 'tasks',
    facetName: 'category',
    facetQuery: text,
  });
}
